"""An automated accessibility audit (axe-core, from the npm lockfile, for the
tests only) of the lobby, a rules page and both tables."""
from __future__ import annotations

from pathlib import Path

import pytest

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"


@pytest.mark.parametrize("address", [
    "", "#/asnas/rules", "?seed=3&speed=instant#/asnas", "?seed=3&speed=instant#/tractor", "?lang=fa#/tractor/rules",
])
def test_no_serious_or_critical_accessibility_violations(open_site, page, address):
    open_site(address)
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ')}`)""")
    assert found == []
