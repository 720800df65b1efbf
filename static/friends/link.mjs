// A friends' table's connection, as game/ui/friends/link.py uses it: one room
// of the vendored trystero library (its MQTT strategy finds the other tabs of
// the room through a broker; WebRTC data channels carry the messages), each
// message one text. The page loads this module, and the library, only when a
// room is opened, so a visit that never plays with friends loads none of it.
//
// Every message this tab receives is also announced on `window` as a
// `cardavia:friends-message` event ({peer, text}): what a tab was sent can be
// watched without reaching into the table.

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
// How long no broker may answer before the page says so: a public broker
// answers in a second or two, and the library keeps trying after that.
const UNREACHED_MS = 6000;
const WATCH_MS = 500;
const library = () => import(new URL("../vendor/friends/trystero-mqtt.mjs", import.meta.url).href);

// A friend's tab that closes closes its connection at once, and Chromium tells
// this tab's end of it as an error ("User-Initiated Abort, reason=Close
// called"), which the library logs with console.error. That is how every tab
// leaves, and the table already says the friend is away, so it is logged here
// as a warning; any other error of the library still reaches the console as one.
const consoleError = console.error;
console.error = (...args) => {
  if (args[0] === "Trystero peer error:" && String(args[1]).includes("reason=Close called")) {
    console.warn(`cardavia friends: a friend's tab closed its connection (${args[1]})`);
    return;
  }
  consoleError.apply(console, args);
};

export async function openRoom(room, broker, listener) {
  const { joinRoom, selfId, defaultRelayUrls, getRelaySockets } = await library();
  const config = { appId: "cardavia" };
  if (broker) config.relayConfig = { urls: [broker] };
  // A page on loopback talks only to tabs of this machine: no STUN server is asked who it is.
  if (LOOPBACK.has(location.hostname)) config.rtcConfig = { iceServers: [] };
  const joined = joinRoom(config, room);
  const channel = joined.makeAction("table", {
    onMessage: (data, context) => {
      if (typeof data !== "string") {
        console.warn(`cardavia friends: dropped a message that is not text from ${context.peerId}`);
        return;
      }
      window.dispatchEvent(new CustomEvent("cardavia:friends-message", { detail: { peer: context.peerId, text: data } }));
      listener.message(context.peerId, data);
    },
  });
  joined.onPeerJoin = (peer) => listener.joined(peer);
  joined.onPeerLeave = (peer) => listener.left(peer);
  const watch = watchBrokers(getRelaySockets, listener.reach);
  return {
    self: selfId,
    brokers: broker ? [broker] : defaultRelayUrls.slice(),
    send: (text, peer) => channel.send(text, peer ? { target: peer } : {}).catch(
      (error) => console.warn(`cardavia friends: a message to ${peer || "the room"} was not sent: ${error}`)),
    leave: () => { clearInterval(watch); joined.leave(); },
  };
}

// Tells `reach(true)` as soon as a broker's socket is open, `reach(false)`
// once none has been for UNREACHED_MS: the page then says that friends
// cannot find this table through its link (offline, or the brokers
// blocked), while the library goes on trying. Said again at each change.
function watchBrokers(sockets, reach) {
  let told = null;
  let closedSince = Date.now();
  return setInterval(() => {
    const open = Object.values(sockets()).some((socket) => socket.readyState === WebSocket.OPEN);
    if (open) closedSince = null;
    else closedSince ??= Date.now();
    const now = open ? true : Date.now() - closedSince >= UNREACHED_MS ? false : told;
    if (now !== told) {
      told = now;
      reach(now);
    }
  }, WATCH_MS);
}

// One tab of a browser hosts its friends' table of a game: the tab that holds
// the browser's lock on it (`granted`), for as long as it lives. Another tab
// opened on it is told (`lost`) instead of playing the same match beside it,
// and waits its turn: it is granted the lock when the hosting tab goes (closed,
// or reloaded), or at once by `take` (Host here), and the tab it is taken from
// is told and waits its turn in turn. Without Web Locks every tab hosts.
const FOREVER = new Promise(() => {});
const waiting = new Set();

export function holdTable(name, granted, lost) {
  if (!navigator.locks) {
    granted();
    return { take: () => {} };
  }
  const hold = () => { granted(); return FOREVER; };
  const queue = () => {
    if (waiting.has(name)) return;
    waiting.add(name);
    navigator.locks.request(name, () => { waiting.delete(name); return hold(); }).catch(failed);
  };
  const taken = () => { lost(); queue(); };
  // Taken by another tab (AbortError), or locks refused here (a frame denied storage): host.
  const failed = (error) => (error && error.name === "AbortError" ? taken() : granted());
  navigator.locks.request(name, { ifAvailable: true }, (lock) => {
    if (lock !== null) return hold();
    taken();
    return null;
  }).catch(failed);
  return { take: () => navigator.locks.request(name, { steal: true }, hold).catch(failed) };
}

export async function qrCode(text) {
  const { qrcode } = await import(new URL("../vendor/friends/qrcode.mjs", import.meta.url).href);
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  return code.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}
