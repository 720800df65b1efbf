// A friends' table's connection with no third party at all, for two devices on
// one network without the internet: the host's tab makes an offer, the friend's
// tab answers it, and each is carried across by hand (copied and pasted, or a
// QR code photographed). Plain WebRTC, no ICE server: only this network's own
// addresses are offered. game/ui/friends/link.py (HandLink) uses it.
//
// A code is the description's type and SDP, deflated and written in base64url.
// Every message a tab receives is announced on `window` as link.mjs does.

const CONFIG = { iceServers: [] };
const CHUNK = 16000; // characters a data channel message carries here; longer texts go in pieces

function gathered(connection) {
  if (connection.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => connection.addEventListener("icegatheringstatechange", () => {
    if (connection.iceGatheringState === "complete") resolve();
  }));
}

async function squeeze(text, direction) {
  const stream = new Blob([text]).stream().pipeThrough(
    direction === "in" ? new CompressionStream("deflate-raw") : new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function encode(description) {
  const bytes = await squeeze(JSON.stringify({ t: description.type, s: description.sdp }), "in");
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

async function decode(code, type) {
  const clean = String(code).trim();
  if (!/^[A-Za-z0-9_-]{40,4000}$/.test(clean)) throw new Error("not a connection code");
  const binary = atob(clean.replaceAll("-", "+").replaceAll("_", "/"));
  const text = new TextDecoder().decode(await squeeze(Uint8Array.from(binary, (c) => c.charCodeAt(0)), "out"));
  const description = JSON.parse(text);
  if (description.t !== type || typeof description.s !== "string") throw new Error(`not an ${type} code`);
  return { type: description.t, sdp: description.s };
}

function wire(channel, peer, listener) {
  let pieces = "";
  channel.onopen = () => listener.joined(peer);
  channel.onclose = () => listener.left(peer);
  channel.onmessage = (event) => {
    if (typeof event.data !== "string") return;
    const text = event.data;
    if (text[0] === "+") { pieces += text.slice(1); return; }
    if (text[0] !== "=") return;
    const whole = pieces + text.slice(1);
    pieces = "";
    window.dispatchEvent(new CustomEvent("cardavia:friends-message", { detail: { peer, text: whole } }));
    listener.message(peer, whole);
  };
  return (text) => {
    if (channel.readyState !== "open") return;
    let at = 0;
    for (; at + CHUNK < text.length; at += CHUNK) channel.send("+" + text.slice(at, at + CHUNK));
    channel.send("=" + text.slice(at));
  };
}

/* The host's side, one per friend: the offer's code, and `accept(answerCode)`. */
export async function offer(peer, listener) {
  const connection = new RTCPeerConnection(CONFIG);
  const send = wire(connection.createDataChannel("table"), peer, listener);
  await connection.setLocalDescription(await connection.createOffer());
  await gathered(connection);
  return {
    code: await encode(connection.localDescription),
    accept: async (code) => connection.setRemoteDescription(await decode(code, "answer")),
    send,
    close: () => connection.close(),
  };
}

/* A friend's side: the answer's code to an offer's. */
export async function answer(code, peer, listener) {
  const connection = new RTCPeerConnection(CONFIG);
  let send = () => {};
  connection.ondatachannel = (event) => { send = wire(event.channel, peer, listener); };
  await connection.setRemoteDescription(await decode(code, "offer"));
  await connection.setLocalDescription(await connection.createAnswer());
  await gathered(connection);
  return { code: await encode(connection.localDescription), send: (text) => send(text), close: () => connection.close() };
}
