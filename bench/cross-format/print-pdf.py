"""Prints a CSV to PDF with LibreOffice Calc as a person would set it up before printing.

Usage: /usr/bin/python3 print-pdf.py PROFILE_DIR IN.csv OUT.pdf   (Debian's python3-uno)

The CSV is opened as Calc opens it (comma, double quote, UTF-8, en-US: Calc's own type detection);
every column gets its optimal width, so no number or date prints as ###, but at most 8 cm: a longer
text column wraps within its cells instead. Grid lines are printed (a ruled table: unruled, the
optimal widths leave a right-aligned number and the left-aligned text beside it closer than a
space, and no reader can tell where one cell ends). The page is landscape, scaled to one page wide and as
many pages tall as needed, so no column is split onto a page of its own. Calc's plain
`--convert-to pdf` prints a wide table's right-hand columns on later pages, and its
`SinglePageSheets` option stops at a page height of about 4.5 m (some 1,000 rows). Dates print with
four-digit years: Calc's short form for en-US (03/22/53) drops the century, which the CSV has.
"""
import os
import subprocess
import sys
import time

import uno
from com.sun.star.beans import PropertyValue

MAX_WIDTH = 8000  # 1/100 mm
DATE, TIME = 2, 4  # com.sun.star.util.NumberFormat


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def four_digit_years(doc, sheet, used):
    """Prints dates with their century: Calc shows a date it read from a CSV in the locale's short
    form, 03/22/53 for 1953-03-22, and no reader of the paper can tell 1953 from 2053."""
    formats = doc.NumberFormats
    locale = uno.createUnoStruct("com.sun.star.lang.Locale")
    locale.Language, locale.Country = "en", "US"
    keys = {}
    body = sheet.getCellRangeByPosition(0, 1, used.EndColumn, used.EndRow)
    # Ranges of cells sharing one format: only the cells Calc read as dates change.
    ranges = body.getCellFormatRanges()
    for i in range(ranges.getCount()):
        cells = ranges.getByIndex(i)
        kind = formats.getByKey(cells.NumberFormat).Type
        if not kind & DATE:
            continue
        code = "MM/DD/YYYY HH:MM:SS" if kind & TIME else "MM/DD/YYYY"
        if code not in keys:
            key = formats.queryKey(code, locale, False)
            keys[code] = key if key != -1 else formats.addNew(code, locale)
        cells.NumberFormat = keys[code]


def main(profile, csv, pdf):
    pipe = f"tallyprint{os.getpid()}"
    office = subprocess.Popen(
        ["soffice", "--headless", "--invisible", "--norestore", "--nologo",
         f"-env:UserInstallation=file://{profile}", f"--accept=pipe,name={pipe};urp;"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        local = uno.getComponentContext()
        resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
        for _ in range(240):
            try:
                ctx = resolver.resolve(f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext")
                break
            except Exception:
                time.sleep(0.5)
        else:
            raise SystemExit("LibreOffice did not start")
        desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(os.path.abspath(csv)), "_blank", 0, (
            prop("FilterName", "Text - txt - csv (StarCalc)"),
            prop("FilterOptions", "44,34,76,1,,1033"),
            prop("Hidden", True),
        ))
        sheet = doc.Sheets.getByIndex(0)
        cursor = sheet.createCursor()
        cursor.gotoEndOfUsedArea(False)
        used = cursor.getRangeAddress()
        four_digit_years(doc, sheet, used)
        for c in range(used.EndColumn + 1):
            column = sheet.Columns.getByIndex(c)
            column.OptimalWidth = True
            if column.Width > MAX_WIDTH:
                column.Width = MAX_WIDTH
                sheet.getCellRangeByPosition(c, 0, c, used.EndRow).IsTextWrapped = True
        sheet.Rows.OptimalHeight = True
        style = doc.StyleFamilies.getByName("PageStyles").getByName(sheet.PageStyle)
        if not style.IsLandscape:
            width, height = style.Width, style.Height
            style.IsLandscape = True
            style.Width, style.Height = height, width
        style.PrintGrid = True
        style.ScaleToPagesX = 1
        style.ScaleToPagesY = 0
        doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(pdf)), (prop("FilterName", "calc_pdf_Export"),))
        doc.close(True)
        try:
            desktop.terminate()
        except Exception:
            pass
    finally:
        try:
            office.wait(timeout=30)
        except subprocess.TimeoutExpired:
            office.kill()


if __name__ == "__main__":
    main(*sys.argv[1:4])
