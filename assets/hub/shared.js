"use strict";
// What the board and the operator's page share: their words (the hub's language, given in
// the page), the seats' colours and shapes, the emoji pictures, and the live feed: the
// page's data comes in the page, then every change over server-sent events.
const HUB = (() => {
  const given = JSON.parse(document.getElementById("words").textContent);

  function say(key, values = {}) {
    const text = given.words[key] || key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function pic(name, alt = "") {
    const img = el("img", "pic");
    img.alt = alt;
    img.decoding = "async";
    if (name) img.src = `/emoji/${name}.svg`;
    else img.hidden = true;
    return img;
  }

  // Each seat's shape (engine/drawing/theme.py's SEAT_STYLES), drawn in its colour, so the
  // colour is never the only cue.
  const SHAPES = {
    circle: ["circle", { cx: 10, cy: 10, r: 8 }],
    square: ["rect", { x: 2.5, y: 2.5, width: 15, height: 15, rx: 2 }],
    triangle: ["polygon", { points: "10,1.5 18.5,17.5 1.5,17.5" }],
    diamond: ["polygon", { points: "10,1 19,10 10,19 1,10" }],
    star: ["polygon", { points: "10,1 12.6,7 19,7.4 14,11.6 15.6,18.4 10,14.7 4.4,18.4 6,11.6 1,7.4 7.4,7" }],
    hexagon: ["polygon", { points: "10,1 17.8,5.5 17.8,14.5 10,19 2.2,14.5 2.2,5.5" }],
    cross: ["polygon", { points: "7,1.5 13,1.5 13,7 18.5,7 18.5,13 13,13 13,18.5 7,18.5 7,13 1.5,13 1.5,7 7,7" }],
    heart: ["path", { d: "M10 18 C4 13.5 1 10.5 1 6.6 C1 3.6 3.3 1.5 6 1.5 C7.8 1.5 9.2 2.5 10 3.9 C10.8 2.5 12.2 1.5 14 1.5 C16.7 1.5 19 3.6 19 6.6 C19 10.5 16 13.5 10 18 Z" }],
  };

  function seatMark(seat) {
    const style = given.palette[seat % given.palette.length];
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 20 20");
    svg.setAttribute("class", "seat");
    svg.setAttribute("aria-hidden", "true");
    const [tag, attributes] = SHAPES[style.shape] || SHAPES.circle;
    const shape = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    shape.setAttribute("fill", style.colour);
    svg.appendChild(shape);
    return svg;
  }

  function duration(seconds) {
    if (seconds < 60) return say("hub.time.seconds", { n: Math.max(0, Math.floor(seconds)) });
    if (seconds < 3600) return say("hub.time.minutes", { n: Math.floor(seconds / 60) });
    return say("hub.time.hours", { n: Math.floor(seconds / 3600) });
  }

  // The page's data, then each change as the hub sends it. The browser's EventSource joins
  // again by itself after a dropped connection; one the hub refused (busy) is opened
  // again a little later.
  function live(feed, render) {
    const link = document.getElementById("link");
    link.textContent = say("hub.link.lost");
    render(JSON.parse(document.getElementById("data").textContent));
    let source = null;
    const open = () => {
      source = new EventSource(`/events/${feed}`);
      source.addEventListener(feed, (event) => {
        link.hidden = true;
        render(JSON.parse(event.data));
      });
      source.onopen = () => { link.hidden = true; };
      source.onerror = () => {
        link.hidden = false;
        if (source.readyState === EventSource.CLOSED) setTimeout(open, 5000);
      };
    };
    open();
  }

  for (const node of document.querySelectorAll("[data-word]")) node.textContent = say(node.dataset.word);
  for (const img of document.querySelectorAll("img[data-picture]")) {
    const name = given.pictures[img.dataset.picture];
    if (name) img.src = `/emoji/${name}.svg`;
    else img.hidden = true;
  }
  const heading = document.querySelector("h1 [data-word]");
  if (heading) document.title = `${heading.textContent} · MemoTable`;

  return { say, el, pic, seatMark, duration, live, pictures: given.pictures };
})();
