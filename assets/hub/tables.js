"use strict";
// The operator's page: every table, when it was last heard and what it said; a table
// silent for a minute is marked. How long ago ticks here between the hub's updates.
(() => {
  const { say, el, pic, duration, live, pictures } = HUB;
  let received = performance.now();
  let data = null;

  function heard(table, since) {
    const cell = el("td", "heard");
    const said = el("span");
    const age = table.age === null ? null : table.age + since;
    if (age === null || age >= data.silent_after) said.append(pic(pictures["⚠️"]));
    if (age === null) said.append(say("hub.tables.never"));
    else if (age >= data.silent_after) said.append(say("hub.tables.silent", { time: duration(age) }));
    else said.append(say("hub.tables.ago", { time: duration(age) }));
    cell.append(said);
    return cell;
  }

  function row(table, since, twins) {
    const silent = table.age === null || table.age + since >= data.silent_after;
    const tr = el("tr", silent ? "silent" : "");
    const name = el("td", "name");
    name.append(el("strong", "", table.name));
    const where = [table.address, twins.has(table.name) ? `#${table.id.slice(-6)}` : ""];
    if (where.some(Boolean)) name.append(el("small", "", where.filter(Boolean).join(" · ")));
    const state = el("td", "state");
    if (table.state) state.append(el("span", "", table.state));
    if (table.playing) state.append(el("small", "", table.playing));
    if (table.party) state.append(el("small", "", say("hub.tables.party")));
    const error = el("td", "error");
    if (table.error) {
      error.append(el("span", "", table.error));
      if (table.error_age !== null) {
        error.append(el("small", "", say("hub.tables.ago", { time: duration(table.error_age + since) })));
      }
    }
    tr.append(
      name,
      heard(table, since),
      state,
      el("td", "number", String(table.games)),
      el("td", table.waiting ? "number waiting" : "number", String(table.waiting)),
      el("td", "version", table.version),
      error,
    );
    for (const [cell, header] of Array.from(tr.children).map((c, n) => [c, n])) {
      cell.dataset.label = document.querySelectorAll("thead th")[header].textContent;
    }
    return tr;
  }

  function draw() {
    if (!data) return;
    const since = (performance.now() - received) / 1000;
    document.getElementById("summary").textContent = data.summary;
    const names = data.tables.map((t) => t.name);
    const twins = new Set(names.filter((name, n) => names.indexOf(name) !== n));
    document.getElementById("rows").replaceChildren(...data.tables.map((t) => row(t, since, twins)));
    document.getElementById("tables").hidden = data.tables.length === 0;
    document.getElementById("none").hidden = data.tables.length !== 0;
  }

  live("tables", (fresh) => {
    data = fresh;
    received = performance.now();
    draw();
  });
  setInterval(draw, 1000);
})();
