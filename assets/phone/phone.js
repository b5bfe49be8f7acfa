// A seat's page on a phone (docs/phones.md). Plain JavaScript, no build step.
//
// It joins the seat whose code is in the page's address (or typed on the table's own
// address): the code opens the seat once, and the table answers with this phone's own
// secret, kept in the browser's storage, with which the page joins that seat again after
// a drop or a reload. It shows the pages the table sends and sends back the move its
// player chooses. It pings the table every few seconds and, hearing nothing for a few
// more, says "Joining again…" and joins again on its own, at once when the network is
// back, the page is seen again or the phone comes back online. A code already used or
// expired, a seat another phone took, a phone the table ended and phones turned off are
// said, and the page offers nothing else.
"use strict";

(function () {
  const words = JSON.parse(document.getElementById("words").textContent);
  const $ = (id) => document.getElementById(id);
  const PING = Number(document.body.dataset.ping) * 1000;
  const SILENT = Number(document.body.dataset.silent) * 1000;
  const CODE = new RegExp("^[" + document.body.dataset.alphabet + "]{" + document.body.dataset.letters + "}$");
  const FINAL = new Set(["expired", "bad_token", "used", "replaced", "removed", "elsewhere", "ended", "off"]);
  const GONE = new Set(["expired", "bad_token", "used", "replaced", "removed", "elsewhere"]);
  const typed = (text) => text.toUpperCase().replace(/[\s.-]/g, "");
  const token = typed(location.pathname.replace(/^\/+/, ""));
  const SAVED = "memotable:" + token; // this seat's secret, kept by the browser
  let key = load();
  let socket = null;
  let heard = 0; // when the table was last heard (performance.now)
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

  // --- the phone's secret, in the browser's storage (a memory of it where storage is off) ---
  function load() {
    try {
      return localStorage.getItem(SAVED);
    } catch (error) {
      return null;
    }
  }

  function keep(value) {
    key = value;
    try {
      for (const name of Object.keys(localStorage)) {
        if (name.startsWith("memotable:") && name !== SAVED) localStorage.removeItem(name);
      }
      if (value) localStorage.setItem(SAVED, value);
      else localStorage.removeItem(SAVED);
    } catch (error) {
      // private browsing: the secret lives as long as the page does
    }
  }

  function link(state) {
    document.body.dataset.link = state;
    $("link").textContent = say("phones.link." + state);
  }

  function notice(name) {
    const box = $("notice");
    box.hidden = !name;
    box.textContent = name ? say("phones." + name) : "";
    box.dataset.key = name || "";
  }

  // --- the connection ----------------------------------------------------------------------
  function connect() {
    if (stopped || socket) return;
    clearTimeout(timer);
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    socket = ws;
    heard = performance.now(); // a connection that says nothing is dropped as a silent one is
    link(retries ? "lost" : "connecting");
    ws.onopen = () => {
      const first = key ? { type: "rejoin", key: key } : { type: "join", token: token };
      ws.send(JSON.stringify(first));
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      heard = performance.now();
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (error) {
        return;
      }
      receive(message);
    };
    ws.onclose = () => {
      if (socket === ws) lost();
    };
  }

  function lost() {
    // The connection went, or went silent: say so and join again soon.
    const ws = socket;
    socket = null;
    sent = null;
    if (ws) {
      ws.onclose = ws.onmessage = null;
      ws.close();
    }
    if (stopped) return;
    link("lost");
    update();
    clearTimeout(timer);
    timer = setTimeout(connect, Math.min(2000, 250 * 2 ** retries));
    retries += 1;
  }

  function ping() {
    if (socket && socket.readyState === WebSocket.OPEN && document.body.dataset.link === "joined") {
      socket.send('{"type":"ping"}');
    }
  }

  function watch() {
    // Heartbeats: the table answers every ping, so a page that hears nothing for a while
    // has lost its connection, however open the socket still says it is.
    if (socket && performance.now() - heard > SILENT) lost();
  }
  setInterval(ping, PING);
  setInterval(watch, 250);

  function stop(reason) {
    stopped = true;
    clearTimeout(timer);
    link("stopped");
    notice(reason);
    chosen = null;
    $("act").hidden = true;
    keep(null); // the secret opens this seat no more
    document.body.dataset.open = "no";
    if (GONE.has(reason)) {
      // The seat is not this phone's (now): nothing of it stays, nothing is offered.
      document.body.dataset.gone = "yes";
      $("sections").replaceChildren();
      $("scores").replaceChildren();
    }
    if (socket) {
      const ws = socket;
      socket = null;
      ws.onclose = ws.onmessage = null;
      ws.close();
    }
  }

  function again() {
    // The page is seen again (a screen unlocked, the browser back in front) or the phone
    // is back online: join now, or check at once that the connection still answers.
    if (stopped || document.visibilityState !== "visible") return;
    if (socket && socket.readyState === WebSocket.OPEN) {
      ping();
      return;
    }
    if (socket && socket.readyState === WebSocket.CONNECTING) return;
    socket = null;
    retries = Math.max(retries, 1);
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
      keep(message.key);
      document.body.dataset.seat = message.seat;
      link("joined");
      notice(null);
      update();
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
        if (stopped) return;
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
    act.hidden = stopped || !document.querySelector(".card.move");
    const confirm = $("confirm");
    confirm.textContent = say(sent === null ? "phones.confirm" : "phones.sending");
    confirm.disabled = !chosen || sent !== null || !socket || document.body.dataset.link !== "joined";
  }

  $("confirm").addEventListener("click", () => {
    if (!chosen || sent !== null || !socket || socket.readyState !== WebSocket.OPEN) return;
    seq += 1;
    sent = seq;
    socket.send(JSON.stringify({ type: "move", move: JSON.parse(chosen), seq: seq }));
    chosen = null;
    update();
  });

  // --- a code typed (the table's own address, for a phone that cannot scan) ----------------
  function ask(reason) {
    stopped = true;
    link("stopped");
    notice(reason);
    document.body.dataset.gone = "yes";
    $("code-label").textContent = say("phones.type_code");
    $("go").textContent = say("phones.join");
    $("typed").hidden = false;
  }

  $("typed").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = typed($("code").value);
    if (CODE.test(code)) location.replace("/" + code);
    else notice("bad_token");
  });

  if (CODE.test(token)) {
    link("connecting");
    connect();
  } else {
    ask(token ? "bad_token" : null);
  }
})();
