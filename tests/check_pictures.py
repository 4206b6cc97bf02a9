"""The pictures wmmasim writes, rendered by a real browser (Debian's chromium, headless): the layout page of one WMMA's
four operands, a roofline picture and an operand-provenance picture. Each is measured in the browser (every SVG text
element's box lies inside its picture, the page fits a 1600 px wide window, the labels that matter are there) and
screenshotted (nothing drawn touches the window's right or bottom edge: nothing is cut).

usage: check_pictures.py WMMASIM LAYOUT_BUGS_PROGRAM OUTPUT_DIR
Exits 77 (skipped) when chromium is not installed (scripts/install-deps.sh installs it)."""

import json
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import zlib

SKIPPED = 77
PAGE_WIDTH = 1600  # the widest window the layout page must fit

# Runs in the page after it has loaded: every SVG's box and its text elements' boxes, the page's scrolled size.
MEASURE = """<script>
window.addEventListener('load', () => {
  const out = {scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight], svgs: []};
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')].map(t => {
      const r = t.getBoundingClientRect();
      return {text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom};
    });
    out.svgs.push({left: box.left, right: box.right, top: box.top, bottom: box.bottom, texts: texts});
  }
  const pre = document.createElement('pre');
  pre.id = 'measured';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
});
</script>"""


def chromium_command():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return [name, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                    "--no-first-run", "--disable-dev-shm-usage"]
    return None


def measure(browser, page, width, height):
    """The page's measurements as the browser laid it out in a width x height window."""
    dom = subprocess.run(browser + [f"--window-size={width},{height}", "--virtual-time-budget=5000", "--dump-dom",
                                    page.as_uri()], check=True, capture_output=True, text=True).stdout
    found = re.search(r'<pre id="measured">(.*?)</pre>', dom, re.S)
    assert found, f"{page}: the browser did not run the measuring script"
    text = found.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")
    return json.loads(text)


def screenshot(browser, page, png, width, height):
    subprocess.run(browser + [f"--window-size={width},{height}", f"--screenshot={png}", page.as_uri()], check=True,
                   capture_output=True)
    return read_png(png)


def read_png(path):
    """(width, height, rows of RGB(A) pixel tuples) of an 8-bit RGB or RGBA PNG (what chromium writes)."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and color in (2, 6) and interlace == 0, f"{path}: unexpected PNG format {header}"
    channels = 4 if color == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):  # the PNG filters (ISO/IEC 15948 §9)
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def drawn_box(png):
    """The bounding box (left, top, right, bottom) of every pixel that is not white."""
    width, height, rows = png
    xs = [x for row in rows for x, pixel in enumerate(row) if pixel != (255, 255, 255)]
    ys = [y for y, row in enumerate(rows) if any(pixel != (255, 255, 255) for pixel in row)]
    assert xs, "the picture is blank"
    return min(xs), min(ys), max(xs), max(ys)


def with_measuring_script(source, page):
    """An HTML page of `source` (an HTML page or an SVG picture) with the measuring script, margin 0 for SVG."""
    text = source.read_text()
    if source.suffix == ".svg":
        text = f"<!DOCTYPE html><html><body style=\"margin:0\">{text}</body></html>"
    page.write_text(text.replace("</body>", MEASURE + "</body>") if "</body>" in text else text + MEASURE)
    return page


def check_texts_inside(name, measured):
    for svg in measured["svgs"]:
        for t in svg["texts"]:
            if not t["text"].strip():
                continue
            assert t["right"] > t["left"], f"{name}: text '{t['text']}' is not rendered"
            inside = (t["left"] >= svg["left"] - 0.5 and t["right"] <= svg["right"] + 0.5 and
                      t["top"] >= svg["top"] - 0.5 and t["bottom"] <= svg["bottom"] + 0.5)
            assert inside, f"{name}: text '{t['text']}' at {t} is cut by its picture {svg}"


def texts(measured):
    return [t["text"] for svg in measured["svgs"] for t in svg["texts"]]


def svg_size(path):
    found = re.search(r'<svg[^>]* width="([0-9.]+)" height="([0-9.]+)"', path.read_text())
    return int(float(found.group(1))), int(float(found.group(2)))


def check_not_cut(name, png):
    width, height, _ = png
    left, top, right, bottom = drawn_box(png)
    assert right < width - 1 and bottom < height - 1, \
        f"{name}: drawn up to ({right}, {bottom}) in a {width}x{height} window: cut at the edge"
    return left, top, right, bottom


def run(*command):
    subprocess.run(command, check=True, capture_output=True)


def main():
    wmmasim, layout_bugs, out = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    browser = chromium_command()
    if browser is None:
        print("skipped: chromium is not installed (Debian package chromium, scripts/install-deps.sh)")
        return SKIPPED
    out.mkdir(parents=True, exist_ok=True)

    # The layout page of one WMMA: its four operands fit a 1600 px window, side by side or wrapped.
    layout = out / "layout.html"
    layout.write_text(subprocess.run([wmmasim, "layout", "--arch", "gfx1201", "--instr", "v_wmma_f32_16x16x16_f16",
                                      "--format", "html"], check=True, capture_output=True, text=True).stdout)
    measured = measure(browser, with_measuring_script(layout, out / "layout.measure.html"), PAGE_WIDTH, 1200)
    assert len(measured["svgs"]) == 4, f"layout page: {len(measured['svgs'])} operand pictures, expected A, B, C, D"
    assert measured["scroll"][0] <= PAGE_WIDTH, f"layout page: {measured['scroll'][0]} px wide in a {PAGE_WIDTH} px window"
    for svg in measured["svgs"]:
        assert svg["right"] <= PAGE_WIDTH, f"layout page: an operand picture ends at {svg['right']} px"
    check_texts_inside("layout page", measured)
    check_not_cut("layout page", screenshot(browser, layout, out / "layout.png", PAGE_WIDTH, measured["scroll"][1] + 40))

    # A roofline picture of a WMMA launch, and the provenance picture of one with B transposed.
    roofline, provenance = out / "roofline.svg", out / "provenance.svg"
    run(wmmasim, "exec", "--arch", "gfx1201", "--roofline", str(roofline), "--", layout_bugs, "runs4")
    run(wmmasim, "exec", "--arch", "gfx1201", "--provenance", "--provenance-svg", str(provenance), "--", layout_bugs,
        "runs4-b-transposed")
    for picture in (roofline, provenance):
        width, height = svg_size(picture)
        measured = measure(browser, with_measuring_script(picture, out / f"{picture.stem}.measure.html"), width, height)
        check_texts_inside(picture.name, measured)
        check_not_cut(picture.name, screenshot(browser, picture, out / f"{picture.stem}.png", width, height))
        labels = texts(measured)
        if picture == roofline:
            for value in ("1/16", "1", "16K", "1M", "WMMA FLOP per DRAM byte", "WMMA FLOP per cycle"):
                assert value in labels, f"roofline: no axis label '{value}' among {labels}"
            assert any(t.startswith("matrix peak ") for t in labels), f"roofline: no peak label among {labels}"
            assert any(" FLOP/cycle at " in t for t in labels), f"roofline: the launch's dot has no label: {labels}"
        else:
            titles = [t for t in labels if " at " in t and "workgroup" in t]
            assert titles, f"provenance: no operand title among {labels}"
            for title in titles:
                assert re.search(r" at \S*layout_bugs\.hip:\d+: ", title), f"provenance: '{title}' names no source line"
    print("pictures: layout page, roofline and provenance pictures render uncut in chromium")
    return 0


if __name__ == "__main__":
    sys.exit(main())
