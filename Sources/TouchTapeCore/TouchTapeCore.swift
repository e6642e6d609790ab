// The dispatch engine. See README.md.
