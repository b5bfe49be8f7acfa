"""The memory review: in words, as pictures, and worked out ahead on a thread."""
