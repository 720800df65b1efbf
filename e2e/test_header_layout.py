"""The header on a phone: every control on screen, none over another, and
the language menu showing the whole name of the language it is set to."""

LANGUAGES = ("de", "en", "fa", "fi", "hu", "it", "zh")

HEADER_GEOMETRY = """() => {
    const header = document.querySelector('.site-header');
    const shown = [...header.querySelectorAll(':scope > *')].filter(item => {
        const box = item.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
    }).map(item => {
        const box = item.getBoundingClientRect();
        return {name: item.className || item.tagName, left: box.left, right: box.right, top: box.top,
                bottom: box.bottom};
    });
    const menu = document.querySelector('#language-menu');
    const free = menu.cloneNode(true);  // the menu's own width, with nothing pressing on it
    free.removeAttribute('id');
    free.style.cssText = 'position: absolute; visibility: hidden; width: max-content; max-width: none;';
    menu.parentElement.append(free);
    const needed = free.getBoundingClientRect().width;
    free.remove();
    return {shown, width: innerWidth, needed, room: menu.getBoundingClientRect().width};
}"""


def overlap(first, second) -> bool:
    return (first["left"] < second["right"] - 0.5 and second["left"] < first["right"] - 0.5
            and first["top"] < second["bottom"] - 0.5 and second["top"] < first["bottom"] - 0.5)


PHONES = [(360, 740), (390, 844), (540, 800)]


def test_the_phone_header_shows_every_control_and_the_whole_language_name(open_sized):
    """Every language on every phone size: one page, resized in place (the header's layout is CSS alone)."""
    page = open_sized(*PHONES[0], "?lang=en#/tractor")
    for (width, height), code in ((size, code) for size in PHONES for code in LANGUAGES):
        page.set_viewport_size({"width": width, "height": height})
        page.select_option("#language-menu", code)
        page.wait_for_function("code => document.documentElement.lang === code", arg=code)
        header = page.evaluate(HEADER_GEOMETRY)
        shown = header["shown"]
        assert len(shown) >= 4, shown  # the name, the sound, the language, the picture
        for item in shown:
            assert 0 <= item["left"] and item["right"] <= header["width"], (width, code, item)
        for index, item in enumerate(shown):
            for other in shown[index + 1:]:
                assert not overlap(item, other), (width, code, item, other)
        assert header["needed"] <= header["room"] + 0.5, (width, code, header["needed"], header["room"])
