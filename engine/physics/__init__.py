"""Physical feel for throws and flips on a table seen from above (pymunk): the world and
what it is made of. The rules decide every outcome; physics only shows it.
"""
