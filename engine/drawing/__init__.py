"""What painters draw with: the visual language (theme, type, seat colours and shapes),
text and shapes, the pieces the games share, playing cards, icons, the felt, where the
seats sit and what their panels say, buttons, and motion.
"""
