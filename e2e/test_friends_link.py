"""The friends' table's connection as the page loads it: the vendored trystero
(its MQTT strategy, from the site itself), two players' tabs meeting through
a real MQTT broker on loopback, and a WebRTC data channel between them that
carries a message each way. No fake network: the broker is Debian's
mosquitto, started here (e2e/broker.py)."""
import pytest

from broker import Broker

LIBRARY = "static/vendor/friends/trystero-mqtt.mjs"

JOIN = """async ([library, broker, room]) => {
    const {joinRoom, selfId} = await import(library);
    window.heard = [];
    window.peers = [];
    // no ICE servers: nothing may leave this machine (the library's default is public STUN servers)
    const joined = joinRoom({appId: "cardavia-test", relayConfig: {urls: [broker]}, rtcConfig: {iceServers: []}},
                            room);
    const say = joined.makeAction("say", {onMessage: (data, context) => window.heard.push([context.peerId, data])});
    joined.onPeerJoin = (peer) => window.peers.push(peer);
    window.say = (data) => say.send(data);
    return selfId;
}"""


@pytest.fixture(scope="module")
def broker():
    with Broker() as url:
        yield url


def test_two_tabs_meet_through_the_broker_and_talk_over_a_data_channel(browser, site_url, broker):
    contexts = [browser.new_context() for _ in range(2)]  # two players, two browsers' worth of storage
    try:
        host, guest = (context.new_page() for context in contexts)
        errors, sockets = [], []
        for page in (host, guest):
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.on("websocket", lambda socket: sockets.append(socket.url))
            page.goto(site_url + "static/img/icon.svg")  # the site's origin, without booting Python
        ids = [page.evaluate(JOIN, [site_url + LIBRARY, broker, "table-1"]) for page in (host, guest)]
        assert ids[0] != ids[1]
        host.wait_for_function("window.peers.length === 1", timeout=20_000)
        guest.wait_for_function("window.peers.length === 1", timeout=20_000)
        assert host.evaluate("window.peers") == [ids[1]] and guest.evaluate("window.peers") == [ids[0]]
        host.evaluate("window.say({type: 'hello', from: 'host'})")
        guest.wait_for_function("window.heard.length === 1")
        guest.evaluate("window.say({type: 'hello', from: 'guest'})")
        host.wait_for_function("window.heard.length === 1")
        assert guest.evaluate("window.heard") == [[ids[0], {"type": "hello", "from": "host"}]]
        assert host.evaluate("window.heard") == [[ids[1], {"type": "hello", "from": "guest"}]]
        assert errors == []
        assert sockets and all(url.startswith(broker) for url in sockets), sockets  # nothing left this machine
    finally:
        for context in contexts:
            context.close()
