print("pinwheel")
