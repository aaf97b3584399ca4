// The HTTP benchmark's ceiling: bare libmicrohttpd answering one body from memory, set up as Pinwheel's server is.
//
//   ceiling --body FILE [--header 'Name: value']... [--threads N] [--port N] [--port-file PATH]
//           [--connection-memory BYTES]
//
// Every request, whatever its method or path, is answered 200 with the body and the headers
// given, through a fresh MHD_RESPMEM_MUST_COPY response, as Pinwheel answers (it copies its
// encoded bytes into each response). The daemon's flags and limits are Pinwheel's defaults, from
// Sources/MicroHTTPServer/HTTPServer.swift (ServerConfiguration, DaemonHandle.start) and
// Sources/pinwheel/ServeSettings.swift: an internal polling thread with epoll and ITC, a thread
// pool of --threads, a 10 s connection timeout, 1024 + 64 connections and 32 KiB of memory per
// connection. What Pinwheel adds on top of this is what Performance/http/bench-http measures.
// --connection-memory changes the last, to measure what libmicrohttpd's clearing of the
// connection's memory at every request costs (BENCHMARKS.md).
//
// --port 0 (the default) picks a free port; --port-file then receives it, written atomically
// once listening, as `pinwheel serve --port-file` does. SIGINT or SIGTERM stops it.
// Built by Performance/http/bench-http: cc -O2 ceiling.c $(pkg-config --cflags --libs libmicrohttpd).

#include <arpa/inet.h>
#include <getopt.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <microhttpd.h>

enum { MAX_HEADERS = 16 };

// Pinwheel's defaults (see the files named above).
enum {
    CONNECTION_TIMEOUT_SECONDS = 10,
    CONNECTION_LIMIT = 1024 + 64,
    CONNECTION_MEMORY_BYTES = 32 * 1024,
};

struct answer {
    char *body;
    size_t body_size;
    char *names[MAX_HEADERS];
    char *values[MAX_HEADERS];
    int header_count;
};

static void fail(const char *message, const char *detail) {
    fprintf(stderr, "ceiling: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

static void read_body(struct answer *answer, const char *path) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) fail("cannot open the body file", path);
    size_t capacity = 1 << 16;
    answer->body = malloc(capacity);
    size_t count;
    while (answer->body && (count = fread(answer->body + answer->body_size, 1, capacity - answer->body_size, file)) > 0) {
        answer->body_size += count;
        if (answer->body_size == capacity) answer->body = realloc(answer->body, capacity *= 2);
    }
    if (answer->body == NULL || ferror(file)) fail("cannot read the body file", path);
    fclose(file);
}

// "Name: value" into the answer's header lists.
static void add_header(struct answer *answer, const char *line) {
    const char *colon = strchr(line, ':');
    if (colon == NULL || colon == line) fail("a header is 'Name: value', not", line);
    if (answer->header_count == MAX_HEADERS) fail("too many headers", NULL);
    const char *value = colon + 1;
    while (*value == ' ') value++;
    answer->names[answer->header_count] = strndup(line, (size_t)(colon - line));
    answer->values[answer->header_count] = strdup(value);
    answer->header_count++;
}

// libmicrohttpd's usual two calls per request: the first, with the headers in, only marks the
// request as started (as Pinwheel's handler does); the second answers it.
static enum MHD_Result handle(void *context, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)url, (void)method, (void)version, (void)upload_data;
    static int started;
    if (*state == NULL) {
        *state = &started;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    const struct answer *answer = context;
    struct MHD_Response *response =
        MHD_create_response_from_buffer(answer->body_size, answer->body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    for (int index = 0; index < answer->header_count; index++) {
        MHD_add_response_header(response, answer->names[index], answer->values[index]);
    }
    enum MHD_Result queued = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return queued;
}

static void write_port_file(const char *path, unsigned port) {
    char temporary[4096];
    if (snprintf(temporary, sizeof temporary, "%s.%d.tmp", path, (int)getpid()) >= (int)sizeof temporary) {
        fail("the port file's path is too long", path);
    }
    FILE *file = fopen(temporary, "w");
    if (file == NULL || fprintf(file, "%u\n", port) < 0 || fclose(file) != 0 || rename(temporary, path) != 0) {
        fail("cannot write the port file", path);
    }
}

int main(int argc, char **argv) {
    struct answer answer = {0};
    const char *port_file = NULL;
    unsigned threads = 1, port = 0;
    size_t connection_memory = CONNECTION_MEMORY_BYTES;
    static const struct option options[] = {
        {"body", required_argument, NULL, 'b'},    {"header", required_argument, NULL, 'H'},
        {"threads", required_argument, NULL, 't'}, {"port", required_argument, NULL, 'p'},
        {"connection-memory", required_argument, NULL, 'm'},
        {"port-file", required_argument, NULL, 'f'}, {NULL, 0, NULL, 0},
    };
    for (int option; (option = getopt_long(argc, argv, "", options, NULL)) != -1;) {
        switch (option) {
        case 'b': read_body(&answer, optarg); break;
        case 'H': add_header(&answer, optarg); break;
        case 't': threads = (unsigned)strtoul(optarg, NULL, 10); break;
        case 'p': port = (unsigned)strtoul(optarg, NULL, 10); break;
        case 'f': port_file = optarg; break;
        case 'm': connection_memory = (size_t)strtoul(optarg, NULL, 10); break;
        default: fail("usage: ceiling --body FILE [--header 'Name: value']... [--threads N] [--port N] [--port-file PATH] "
                        "[--connection-memory BYTES]", NULL);
        }
    }
    if (answer.body == NULL) fail("--body FILE is required", NULL);
    if (threads < 1 || threads > 256 || port > 65535) fail("--threads is 1 to 256, --port 0 to 65535", NULL);

    // Blocked before the pool's threads start, so that they inherit the mask and only sigwait sees the signals.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);
    signal(SIGPIPE, SIG_IGN);

    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC, (uint16_t)port, NULL, NULL, handle, &answer,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)CONNECTION_TIMEOUT_SECONDS,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned)CONNECTION_LIMIT,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_END);
    if (daemon == NULL) fail("cannot listen", NULL);
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    unsigned bound = info == NULL ? 0 : info->port;
    if (port_file != NULL) write_port_file(port_file, bound);
    fprintf(stderr, "ceiling listening on http://127.0.0.1:%u with %u threads, %zu bytes\n", bound, threads, answer.body_size);

    int received;
    while (sigwait(&signals, &received) != 0) {}
    MHD_stop_daemon(daemon);
    return 0;
}
