// A seat's page on a phone (docs/phones.md). Plain JavaScript, no build step: it joins the
// seat whose token is in the page's address, shows the pages the table sends, and sends
// back the move its player chooses. A dropped connection (a locked screen, a Wi-Fi blip)
// is joined again on its own, at once when the page is seen again; a code that expired,
// a seat another phone took and phones turned off are said and not retried.
"use strict";

(function () {
  const words = JSON.parse(document.getElementById("words").textContent);
  const token = location.pathname.replace(/^\/+/, "").toUpperCase();
  const $ = (id) => document.getElementById(id);
  const FINAL = new Set(["expired", "bad_token", "replaced", "ended", "off"]);
  let socket = null;
  let retries = 0;
  let timer = null;
  let stopped = false;
  let seq = 0;
  let chosen = null; // the move of the card chosen (JSON text), waiting for the button
  let sent = null; // the seq of the move on its way, until the table answers

  function say(key, fields) {
    let text = words[key] || key;
    for (const [name, value] of Object.entries(fields || {})) {
      text = text.split("{" + name + "}").join(String(value));
    }
    return text;
  }

  function link(state) {
    document.body.dataset.link = state;
    $("link").textContent = say("phones.link." + state);
  }

  function notice(key) {
    const box = $("notice");
    box.hidden = !key;
    box.textContent = key ? say("phones." + key) : "";
    box.dataset.key = key || "";
  }

  // --- the connection ----------------------------------------------------------------------
  function connect() {
    if (stopped || socket) return;
    if (!/^[A-Z2-7]{16}$/.test(token)) {
      stop("scan");
      return;
    }
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    socket = ws;
    link(retries ? "lost" : "connecting");
    ws.onopen = () => ws.send(JSON.stringify({ type: "join", token: token }));
    ws.onmessage = (event) => {
      if (socket === ws) receive(JSON.parse(event.data));
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      sent = null;
      if (stopped) return;
      link("lost");
      clearTimeout(timer);
      timer = setTimeout(connect, Math.min(8000, 400 * 2 ** retries));
      retries += 1;
    };
  }

  function stop(reason) {
    stopped = true;
    clearTimeout(timer);
    link("stopped");
    notice(reason);
    chosen = null;
    $("act").hidden = true;
    if (socket) {
      const ws = socket;
      socket = null;
      ws.close();
    }
  }

  function again() {
    // The page is seen again (a screen unlocked, the browser back in front): join now.
    if (stopped || document.visibilityState !== "visible") return;
    clearTimeout(timer);
    retries = 0;
    if (socket && socket.readyState > WebSocket.OPEN) socket = null;
    connect();
  }
  document.addEventListener("visibilitychange", again);
  window.addEventListener("pageshow", again);
  window.addEventListener("online", again);
  window.addEventListener("focus", again);
  document.addEventListener("resume", again); // a frozen tab (a phone's background) thawed

  function receive(message) {
    if (message.type === "joined") {
      retries = 0;
      document.body.dataset.seat = message.seat;
      link("joined");
      notice(null);
    } else if (message.type === "page") {
      show(message);
    } else if (message.type === "answer") {
      if (message.seq === sent) sent = null;
      if (!message.ok) notice("refused");
      update();
    } else if (message.type === "error") {
      sent = null; // a move that met an error was not played: it may be tried again
      update();
      if (FINAL.has(message.error)) stop(message.error);
      else notice(message.error === "too_fast" ? "too_fast" : "error");
    } else if (message.type === "bye") {
      stop(message.reason);
    }
  }

  // --- the page ------------------------------------------------------------------------------
  function show(page) {
    const seat = page.seats[page.seat];
    document.documentElement.style.setProperty("--seat", seat.colour);
    $("name").textContent = seat.name;
    $("game").textContent = page.game;
    $("turn").textContent = page.turn;
    $("prompt").textContent = page.prompt;
    $("result").textContent = page.result;
    $("last").textContent = page.last ? (page.last.emoji + " " + page.last.text).trim() : "";
    document.body.dataset.open = page.open ? "yes" : "no";
    if ($("notice").dataset.key === "refused") notice(null);
    const offered = new Set();
    const sections = $("sections");
    sections.replaceChildren(...page.sections.map((section) => part(section, offered, page.open)));
    if (chosen && !offered.has(chosen)) chosen = null;
    scores(page);
    update();
  }

  function part(section, offered, open) {
    if (section.kind === "line") {
      const p = document.createElement("p");
      p.className = "line";
      const emoji = document.createElement("span");
      emoji.className = "emoji";
      emoji.textContent = section.emoji;
      p.append(emoji, section.text);
      return p;
    }
    const box = document.createElement("section");
    const title = document.createElement("h2");
    title.textContent = section.title;
    const row = document.createElement("div");
    row.className = section.columns ? "cards grid" : "cards";
    if (section.columns) row.style.gridTemplateColumns = "repeat(" + section.columns + ", 1fr)";
    for (const card of section.cards) row.append(cardButton(card, offered, open));
    box.append(title, row);
    return box;
  }

  function cardButton(card, offered, open) {
    const button = document.createElement("button");
    button.type = "button";
    if (!card) {
      button.className = "card empty";
      button.disabled = true;
      return button;
    }
    button.className = "card tone-" + card.tone + (card.lit ? " lit" : "");
    for (const [name, text] of [["face", card.face], ["mark", card.mark], ["note", card.note]]) {
      if (!text) continue;
      const span = document.createElement("span");
      span.className = name;
      span.textContent = text;
      button.append(span);
    }
    button.setAttribute("aria-label", [card.face, card.note].filter(Boolean).join(" "));
    if (card.move && open) {
      const move = JSON.stringify(card.move);
      offered.add(move);
      button.classList.add("move");
      button.dataset.move = move;
      button.addEventListener("click", () => {
        chosen = chosen === move ? null : move;
        update();
      });
    } else {
      button.disabled = !card.move;
    }
    return button;
  }

  function scores(page) {
    const table = $("scores");
    table.replaceChildren(
      ...page.seats.map((seat, index) => {
        const row = document.createElement("tr");
        row.className = (index === page.seat ? "you " : "") + (seat.turn ? "turn" : "");
        const name = document.createElement("td");
        const chip = document.createElement("span");
        chip.className = "chip";
        chip.style.background = seat.colour;
        name.append(chip, seat.name);
        const score = document.createElement("td");
        score.className = "score";
        score.textContent = seat.score;
        row.append(name, score);
        return row;
      }),
    );
  }

  function update() {
    for (const button of document.querySelectorAll(".card.move")) {
      button.classList.toggle("chosen", button.dataset.move === chosen);
    }
    const act = $("act");
    act.hidden = !document.querySelector(".card.move");
    const confirm = $("confirm");
    confirm.textContent = say(sent === null ? "phones.confirm" : "phones.sending");
    confirm.disabled = !chosen || sent !== null || !socket;
  }

  $("confirm").addEventListener("click", () => {
    if (!chosen || sent !== null || !socket || socket.readyState !== WebSocket.OPEN) return;
    seq += 1;
    sent = seq;
    socket.send(JSON.stringify({ type: "move", move: JSON.parse(chosen), seq: seq }));
    chosen = null;
    update();
  });

  link("connecting");
  connect();
})();
