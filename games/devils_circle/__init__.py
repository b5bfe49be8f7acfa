"""Devil's Circle (Teufelskreis): flip double-sided discs until all four copies of the
searched image show. Registers the game's spec with the rules core."""
