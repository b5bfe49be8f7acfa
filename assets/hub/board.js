"use strict";
// The board for a big screen: today's best memories per game and over every game, and the
// last games, as the hub sends them (engine/hub/board.py says what each field holds).
(() => {
  const { say, el, pic, seatMark, live, pictures } = HUB;
  let shown = null; // the ids of the last games shown: a new one glows a moment

  // A game's picture on a light badge: some (Tamega's brown paws) are dark on the felt.
  function icon(name) {
    const badge = pic(name);
    badge.classList.add("icon");
    return badge;
  }

  function who(entry, className) {
    const part = el("span", className);
    part.append(seatMark(entry.seat), pic(entry.picture));
    part.append(el("span", "name", entry.name));
    if (entry.bot && entry.picture !== pictures["🤖"]) {
      part.append(pic(pictures["🤖"], say("hub.board.computer")));
    }
    return part;
  }

  const MEDALS = ["🥇", "🥈", "🥉"];

  function memory(entry, place, withGame) {
    const item = el("li", entry.bot ? "entry bot" : "entry");
    const medal = withGame && pictures[MEDALS[place - 1]];
    const placed = medal ? pic(medal, String(place)) : el("span", "", String(place));
    placed.classList.add("place");
    item.append(placed, who(entry, "who"));
    item.append(el("span", "accuracy", entry.accuracy));
    const note = el("span", "note");
    if (withGame) note.append(icon(entry.icon), el("span", "", entry.title));
    note.append(el("span", "", entry.remembered), el("span", "", entry.table));
    item.append(note);
    return item;
  }

  function card(game) {
    const article = el("article", "game");
    const title = el("h3");
    title.append(icon(game.icon), el("span", "", game.title));
    const list = el("ol", "entries");
    game.entries.forEach((entry, n) => list.append(memory(entry, n + 1, false)));
    article.append(title, list);
    return article;
  }

  function finished(game) {
    const item = el("li", "played");
    if (shown !== null && !shown.has(game.id)) item.classList.add("fresh");
    item.dataset.id = game.id;
    const title = el("p", "what");
    title.append(icon(game.icon), el("span", "title", game.title), el("span", "rules", game.rules));
    const when = el("span", "when");
    for (const part of [game.table, game.at, game.took]) when.append(el("span", "", part));
    title.append(when);
    const seats = el("p", "seats");
    for (const seat of game.seats) {
      const chip = who(seat, seat.winner ? "chip won" : "chip");
      chip.append(el("span", "score", seat.score));
      if (seat.winner) chip.append(pic(pictures["👑"], say("hub.board.winner")));
      seats.append(chip);
    }
    item.append(title, seats);
    return item;
  }

  // On a big screen the last games fill their column and no more: those that would be cut
  // off are left out (a phone's page scrolls instead).
  function fit(list) {
    if (getComputedStyle(list).overflowY !== "hidden") return;
    while (list.children.length > 1 && list.scrollHeight > list.clientHeight + 1) {
      list.lastElementChild.remove();
    }
  }

  function render(data) {
    if (!data) return;
    document.getElementById("games").textContent = data.games;
    document.getElementById("tables").textContent = data.tables;
    const empty = data.last.length === 0;
    document.getElementById("main").hidden = empty;
    document.getElementById("empty").hidden = !empty;
    document.getElementById("best").replaceChildren(...data.best.map(card));
    document.getElementById("overall").replaceChildren(
      ...data.overall.map((entry, n) => memory(entry, n + 1, true)));
    const last = document.getElementById("last");
    last.replaceChildren(...data.last.map(finished));
    fit(last);
    shown = new Set(data.last.map((game) => game.id));
  }

  function tick() {
    const now = new Date();
    document.getElementById("clock").textContent =
      `${String(now.getHours()).padStart(2, "0")}:${String(now.getMinutes()).padStart(2, "0")}`;
  }

  tick();
  setInterval(tick, 10000);
  live("board", render);
  window.addEventListener("resize", () => fit(document.getElementById("last")));
})();
