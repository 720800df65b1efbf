"""Each portal SDK's adapter (`?portal=<name>`), against a stand-in global
object shaped like that SDK's documented API, put on the page before it
starts (Cardavia downloads no SDK): the calls a deal makes, in order; the
page paused while a break's ad runs; and for YouTube Playables, its pause,
its sound and its cloud save, which then keeps everything instead of
localStorage."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from e2e.asnas_moves import play_deal

GAME = "?embed=1&game=asnas&speed=instant&seed=11&portal="
LOG = "window.sdkCalls = []; const log = name => window.sdkCalls.push(name);"
HELD_AD = "new Promise(done => { window.finishAd = done; })"
"""A break's ad, running until the test ends it."""

STAND_INS = {
    "crazygames": LOG + """window.CrazyGames = {SDK: {
        environment: 'local',
        init: () => { log('init'); return Promise.resolve(); },
        game: {loadingStart: () => log('loadingStart'), loadingStop: () => log('loadingStop'),
               gameplayStart: () => log('gameplayStart'), gameplayStop: () => log('gameplayStop')},
        ad: {requestAd: (kind, callbacks) => { log('requestAd:' + kind); callbacks.adStarted();
                                               return new Promise(done => { window.finishAd = () => {
                                                   callbacks.adFinished(); done(); }; }); }}}};""",
    "poki": LOG + f"""window.PokiSDK = {{
        init: () => {{ log('init'); return Promise.resolve(); }},
        gameLoadingFinished: () => log('gameLoadingFinished'),
        gameplayStart: () => log('gameplayStart'), gameplayStop: () => log('gameplayStop'),
        commercialBreak: () => {{ log('commercialBreak'); return {HELD_AD}; }}}};""",
    "gamedistribution": LOG + f"""window.gdsdk = {{showAd: () => {{ log('showAd'); return {HELD_AD}; }}}};""",
}
CALLS = {
    "crazygames": ["init", "loadingStart", "loadingStop", "gameplayStart", "gameplayStop", "requestAd:midgame"],
    "poki": ["init", "gameLoadingFinished", "gameplayStart", "gameplayStop", "commercialBreak"],
    "gamedistribution": ["showAd"],
}


@pytest.mark.parametrize("portal", sorted(STAND_INS))
def test_a_portal_sdk_hears_a_deal_in_order_and_pauses_the_page_for_its_break(open_sized, portal):
    page = open_sized(1280, 800, GAME + portal, script=STAND_INS[portal])
    play_deal(page, ("hold", "call", "look"))
    page.wait_for_function(f"() => window.sdkCalls.length === {len(CALLS[portal])}")
    assert page.evaluate("window.sdkCalls") == CALLS[portal]
    cover = page.locator(".paused-cover")
    expect(cover).to_be_visible()  # the ad runs: the game waits under the cover
    page.evaluate("window.finishAd()")
    expect(cover).to_have_count(0)
    page.locator(".actions [data-action=next]").click()
    expect(page.locator(".deal-of")).to_have_text("Deal 2 of 12")
    if portal != "gamedistribution":  # its SDK has no gameplay calls
        page.wait_for_function("() => window.sdkCalls.filter(call => call === 'gameplayStart').length === 2")


YOUTUBE = LOG + """window.cloud = JSON.stringify({'cardavia.lang': 'fa'});
window.ytgame = {IN_PLAYABLES_ENV: true, SDK_VERSION: 'stand-in',
    game: {firstFrameReady: () => log('firstFrameReady'), gameReady: () => log('gameReady'),
           loadData: () => { log('loadData'); return Promise.resolve(window.cloud); },
           saveData: text => { window.cloud = text; window.saves = (window.saves || 0) + 1; return Promise.resolve(); }},
    system: {onPause: callback => { window.ytPause = callback; }, onResume: callback => { window.ytResume = callback; },
             isAudioEnabled: () => false, onAudioEnabledChange: callback => { window.ytAudio = callback; }}};"""


def test_youtube_playables_keeps_everything_in_its_cloud_save_and_follows_its_pause_and_sound(open_sized):
    page = open_sized(1280, 800, "?portal=youtube&game=asnas&speed=instant&seed=11", script=YOUTUBE)
    expect(page.locator("html")).to_have_attribute("lang", "fa")  # the language kept in the cloud save
    page.wait_for_function("() => window.sdkCalls.includes('gameReady')")
    assert page.evaluate("window.sdkCalls") == ["firstFrameReady", "loadData", "gameReady"]
    expect(page.locator("html")).to_have_attribute("data-muted", "true")  # YouTube's sound is off
    page.evaluate("window.ytAudio(true)")
    expect(page.locator("html")).not_to_have_attribute("data-muted", "true")
    play_deal(page, ("hold", "call", "look"))
    page.wait_for_function("() => JSON.parse(window.cloud)['cardavia.asnas.match'] !== undefined")
    saved = json.loads(json.loads(page.evaluate("window.cloud"))["cardavia.asnas.match"])
    assert saved["seed"] == 11 and len(saved["deals"][0]) > 0
    assert page.evaluate("Object.keys(localStorage).filter(key => key.startsWith('cardavia.'))") == []
    page.evaluate("window.ytPause()")
    expect(page.locator(".paused-cover")).to_be_visible()
    page.evaluate("window.ytResume()")
    expect(page.locator(".paused-cover")).to_have_count(0)
