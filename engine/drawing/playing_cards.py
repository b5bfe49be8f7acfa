"""Real playing cards (rank and suit), readable from either end of the table.

Suits are drawn with polygons and circles rather than font glyphs (the display font has
no suit symbols), supersampled once and cached. A face reads the same way up and upside
down, like a real double-ended card: corner indices at both ends, and in the middle the
rank upright above the suit and again upside down below it. The four-colour deck gives
every suit its own colour (spades black, hearts red, diamonds blue, clubs green), so
suits are told apart by colour as well as by shape.
"""

from __future__ import annotations

import pygame

from engine.drawing import theme
from engine.drawing.card_names import JOKERS, index, joker_word
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.text import fit_size, open_sizes

SUIT_INK = {"S": (30, 30, 40), "H": (206, 32, 48), "D": (206, 32, 48), "C": (30, 30, 40)}
FOUR_COLOUR_INK = {"S": (30, 30, 40), "H": (206, 32, 48), "D": (24, 92, 200), "C": (20, 128, 60)}
SUPERSAMPLE = 4


def suit_colour(suit: str, four_colour: bool = False) -> theme.Colour:
    """The ink of a suit ("S", "H", "D", "C"); Jokers ("R"/"B") are red or black."""
    if suit == "R":
        return SUIT_INK["H"]
    if suit == "B":
        return SUIT_INK["S"]
    return (FOUR_COLOUR_INK if four_colour else SUIT_INK)[suit]


def _draw_suit(surface: pygame.Surface, suit: str, colour: theme.Colour) -> None:
    s = surface.get_width()
    r = s * 0.25
    if suit == "D":
        pygame.draw.polygon(
            surface, colour, [(s / 2, 0), (s * 0.88, s / 2), (s / 2, s), (s * 0.12, s / 2)]
        )
    elif suit == "H":
        pygame.draw.circle(surface, colour, (s * 0.28, s * 0.32), r)
        pygame.draw.circle(surface, colour, (s * 0.72, s * 0.32), r)
        pygame.draw.polygon(
            surface, colour, [(s * 0.05, s * 0.42), (s * 0.95, s * 0.42), (s / 2, s)]
        )
    elif suit == "S":
        pygame.draw.circle(surface, colour, (s * 0.28, s * 0.58), r)
        pygame.draw.circle(surface, colour, (s * 0.72, s * 0.58), r)
        pygame.draw.polygon(surface, colour, [(s * 0.05, s * 0.5), (s * 0.95, s * 0.5), (s / 2, 0)])
        pygame.draw.polygon(surface, colour, [(s / 2, s * 0.6), (s * 0.7, s), (s * 0.3, s)])
    else:  # clubs
        small = s * 0.22
        for cx, cy in ((s / 2, s * 0.25), (s * 0.25, s * 0.56), (s * 0.75, s * 0.56)):
            pygame.draw.circle(surface, colour, (cx, cy), small)
        pygame.draw.circle(surface, colour, (s / 2, s * 0.5), s * 0.12)
        pygame.draw.polygon(surface, colour, [(s / 2, s * 0.5), (s * 0.7, s), (s * 0.3, s)])


def suit_symbol(suit: str, size: int, colour: theme.Colour) -> Image:
    """A suit symbol of `size` pixels, antialiased by supersampling."""
    size = max(4, int(size))

    def make(_: Raster) -> pygame.Surface:
        big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
        _draw_suit(big, suit, colour)
        return pygame.transform.smoothscale(big, (size, size))

    return Image(("suit", suit, size, colour), (size, size), make)


def _index_size(w: int) -> int:
    return max(8, round(w * 0.24))


def _big_size(h: int) -> int:
    return max(10, round(h * 0.27))


def face_type(size: tuple[int, int]) -> tuple[int, int]:
    """The type sizes a face of `size` prints its ranks in: in its corners, in its middle."""
    return _index_size(size[0]), _big_size(size[1])


def open_face_type(size: tuple[int, int]) -> None:
    """The type a face of `size` prints its ranks in, opened ahead (`text.open_sizes`)."""
    open_sizes(face_type(size))


def _index_rank(rank: str, ink: theme.Colour, w: int) -> Image:
    return words(rank, _index_size(w), ink)


def _index_pip(suit: str, ink: theme.Colour, w: int) -> Image:
    return suit_symbol(suit, max(6, round(w * 0.16)), ink)


def _big_rank(rank: str, ink: theme.Colour, h: int) -> Image:
    return words(rank, _big_size(h), ink)


def _big_pip(suit: str, ink: theme.Colour, w: int) -> Image:
    return suit_symbol(suit, round(w * 0.3), ink)


def _index(raster: Raster, rank: str, suit: str, ink: theme.Colour, w: int) -> pygame.Surface:
    """A corner index: the rank with the suit under it."""
    label = raster(_index_rank(rank, ink, w))
    pip = raster(_index_pip(suit, ink, w)) if suit in SUIT_INK else None
    height = label.get_height() + (pip.get_height() if pip else 0)
    surface = pygame.Surface((max(label.get_width(), 1), height), pygame.SRCALPHA)
    surface.blit(label, label.get_rect(midtop=(surface.get_width() / 2, 0)))
    if pip:
        surface.blit(pip, pip.get_rect(midtop=(surface.get_width() / 2, label.get_height() * 0.9)))
    return surface


def face(size: tuple[int, int], rank: str, suit: str, four_colour: bool = False) -> Image:
    """A card face: `rank` is what is printed ("A", "10", "Q" or "D", or the word across a
    Joker: `engine.drawing.card_names` gives them in the players' language), `suit` one of "SHDC",
    or "R"/"B" for the red and black Joker."""
    key = ("playingcard", size, rank, suit, four_colour)

    def make(raster: Raster) -> pygame.Surface:
        w, h = size
        base = rounded(size, theme.WHITE, max(4, w // 10), theme.PANEL_EDGE, 2)
        surface = plate_on(raster, base)
        ink = suit_colour(suit, four_colour)
        if suit in ("R", "B"):
            _joker(raster, surface, ink, rank)
            return surface
        corner = _index(raster, rank, suit, ink, w)
        surface.blit(corner, (w * 0.06, h * 0.03))
        surface.blit(
            pygame.transform.rotate(corner, 180), corner.get_rect(bottomright=(w * 0.94, h * 0.97))
        )
        big = raster(_big_rank(rank, ink, h))
        surface.blit(big, big.get_rect(center=(w / 2, h * 0.3)))
        upside = pygame.transform.rotate(big, 180)
        surface.blit(upside, upside.get_rect(center=(w / 2, h * 0.7)))
        pip = raster(_big_pip(suit, ink, w))
        surface.blit(pip, pip.get_rect(center=(w / 2, h / 2)))
        return surface

    return Image(key, size, make)


def printed(code: str) -> tuple[str, str]:
    """What `face` prints for a card's code ("QH", "TS", "RJ"): the rank in the players'
    language (R for a King in French) and the suit, or a Joker's word and colour."""
    return (joker_word(), code[0]) if code in JOKERS else (index(code[0]), code[1])


def face_of(code: str, size: tuple[int, int], four_colour: bool = False) -> Image:
    """A card face by its code."""
    return face(size, *printed(code), four_colour)


def small_face(code: str, size: tuple[int, int], four_colour: bool = False) -> Image:
    """A card too small for a whole face (the memory review's heat map): its rank over its
    suit, as big as the card allows, so it reads at a glance; a Joker by its word."""
    key = ("smallcard", size, code, four_colour, printed(code)[0])

    def make(raster: Raster) -> pygame.Surface:
        w, h = size
        rank, suit = printed(code)
        surface = plate_on(raster, rounded(size, theme.WHITE, max(2, w // 8), theme.PANEL_EDGE, 1))
        ink = suit_colour(suit, four_colour)
        if suit not in SUIT_INK:  # a Joker: its word across, as big as fits
            label = raster(words(rank, max(6, fit_size(rank, round(h * 0.3), w * 0.9)), ink))
            surface.blit(label, label.get_rect(center=(w / 2, h / 2)))
            return surface
        label = raster(words(rank, max(6, fit_size(rank, round(h * 0.42), w * 0.9)), ink))
        surface.blit(label, label.get_rect(center=(w / 2, h * 0.3)))
        pip = raster(suit_symbol(suit, max(5, round(min(w * 0.62, h * 0.4))), ink))
        surface.blit(pip, pip.get_rect(center=(w / 2, h * 0.72)))
        return surface

    return Image(key, size, make)


def face_steps(
    size: tuple[int, int], rank: str, suit: str, four_colour: bool = False
) -> list[Image]:
    """`face`'s costly parts one at a time (the rank and suit at each size), then the face
    itself: to paint ahead, one of them in each quiet frame."""
    w, h = size
    ink = suit_colour(suit, four_colour)
    steps: list[Image] = []
    if suit in SUIT_INK:
        steps += [_index_rank(rank, ink, w), _index_pip(suit, ink, w)]
        steps += [_big_rank(rank, ink, h), _big_pip(suit, ink, w)]
    return [*steps, face(size, rank, suit, four_colour)]


def _joker(raster: Raster, surface: pygame.Surface, ink: theme.Colour, label: str) -> None:
    w, h = surface.get_size()
    art = raster(picture("🃏", round(min(w, h) * 0.5)))
    surface.blit(art, art.get_rect(center=(w / 2, h / 2)))
    word = raster(words(label, fit_size(label, round(h * 0.16), w * 0.8), ink))
    surface.blit(word, word.get_rect(center=(w / 2, h * 0.16)))
    upside = pygame.transform.rotate(word, 180)
    surface.blit(upside, upside.get_rect(center=(w / 2, h * 0.84)))
