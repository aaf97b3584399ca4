"""Clients generated from openapi.yaml, used against the real server: openapi-python-client's client
calls every operation of every layout and endpoint, the size tables' and the pages'
(client_calls.py, page_operations.py); datamodel-code-generator's models parse an answer of every
schema (model_parsing.py); openapi-core validates real answers (200s, problems, HEAD, 304) against
the document (core_validation.py). Their shared helpers are in helpers.py. Run by
scripts/generated-clients-test, in its virtual environment.

    python3 clients.py OPENAPI SERVER_URL WORK_FOLDER
"""

import sys
from pathlib import Path

from client_calls import call_every_layout_operation, generate_client, use_the_size_tables
from core_validation import validate_with_openapi_core
from model_parsing import parse_with_generated_models
from page_operations import use_the_pages


def main(openapi, url, work):
    openapi, work = Path(openapi).resolve(), Path(work).resolve()
    package = generate_client(openapi, work)
    operations = call_every_layout_operation(package, url) + use_the_size_tables(package, url) + use_the_pages(package, url)
    schemas = parse_with_generated_models(openapi, work, url)
    validated = validate_with_openapi_core(openapi, url)
    print(f"generated clients: openapi-python-client called {operations} operations (every layout's endpoints, "
          f"the size tables' and the pages'), datamodel-code-generator's models parsed answers of {schemas} schemas, "
          f"openapi-core validated {validated} answers")


if __name__ == "__main__":
    main(*sys.argv[1:4])
