"""What turns a frame's pictures into pixels cheaply: the table at rest and cached layers."""
