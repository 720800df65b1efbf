"""Command-line benchmarks: engine speed, AI tournaments and the page in
Chromium. They print figures and assert nothing; none of this is shipped."""
