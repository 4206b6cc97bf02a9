"""Plot panels side by side in one SVG, the frame the docs' pictures share (make-cold-start-picture.py,
make-lds-reads-picture.py): each panel a 420 x 300 plot area with its title, tick labels, grid and axis labels."""
import os

WIDTH, HEIGHT, LEFT, TOP = 420, 300, 60, 40  # a panel's plot area and where it starts inside the panel


def y_scale(y_max):
    """The plot's y coordinate of a value from 0 to y_max."""
    return lambda value: TOP + HEIGHT - value / y_max * HEIGHT


def frame(x0, title, x_ticks, y_max, y_step, x_label, y_label):
    """A panel's frame at x offset x0: title, box, the x tick labels [(x, text)], the y ticks every y_step up to
    y_max with their grid lines, and the axis labels."""
    sy = y_scale(y_max)
    out = [f'<text x="{x0 + LEFT + WIDTH / 2}" y="22" text-anchor="middle" font-size="14">{title}</text>',
           f'<rect x="{x0 + LEFT}" y="{TOP}" width="{WIDTH}" height="{HEIGHT}" fill="none" stroke="#888"/>']
    for x, text in x_ticks:
        out.append(f'<text x="{x}" y="{TOP + HEIGHT + 16}" text-anchor="middle" font-size="11">{text}</text>')
    for c in range(0, y_max + 1, y_step):
        out.append(f'<text x="{x0 + LEFT - 6}" y="{sy(c) + 4}" text-anchor="end" font-size="11">{c}</text>')
        out.append(f'<line x1="{x0 + LEFT}" x2="{x0 + LEFT + WIDTH}" y1="{sy(c)}" y2="{sy(c)}" stroke="#eee"/>')
    out.append(f'<text x="{x0 + LEFT + WIDTH / 2}" y="{TOP + HEIGHT + 34}" text-anchor="middle" font-size="12">'
               f'{x_label}</text>')
    out.append(f'<text x="{x0 + 14}" y="{TOP + HEIGHT / 2}" font-size="12" '
               f'transform="rotate(-90 {x0 + 14} {TOP + HEIGHT / 2})" text-anchor="middle">{y_label}</text>')
    return out


def write(output, elements):
    """The picture (1000 x 430, white) with `elements`, written whole or not at all."""
    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="430" font-family="sans-serif">',
           '<rect width="100%" height="100%" fill="white"/>'] + elements + ["</svg>"]
    tmp = output + ".tmp"
    with open(tmp, "w") as f:
        f.write("\n".join(svg) + "\n")
    os.replace(tmp, output)
