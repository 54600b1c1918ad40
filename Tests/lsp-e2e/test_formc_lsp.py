"""End-to-end tests of `formc lsp` with an independent client (pytest-lsp)."""
import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from conftest import SPECS

PHONE = (SPECS / "phone.form").read_text(encoding="utf-8")
URI = "file:///e2e/phone.form"


def open_doc(client, text, uri=URI, version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="form", version=version, text=text)
        )
    )


def pos(text, marker, offset=0):
    """The UTF-16 position of `marker` in `text`, moved right by `offset`."""
    index = text.index(marker)
    before = text[:index]
    line = before.count("\n")
    line_start = before.rfind("\n") + 1
    character = len(text[line_start:index].encode("utf-16-le")) // 2 + offset
    return types.Position(line=line, character=character)


def doc(uri=URI):
    return types.TextDocumentIdentifier(uri=uri)


async def test_diagnostics_follow_edits(client):
    text = PHONE.replace("format smsCode", "format smsCod")
    open_doc(client, text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[URI]
    unknown = [d for d in diagnostics if d.code == "unknown-formatter"]
    assert unknown and unknown[0].source == "formc"
    assert unknown[0].range.start == pos(text, "smsCod\n")
    assert "did you mean 'smsCode'" in unknown[0].message
    # An incremental edit restores the name: the error goes.
    start = pos(text, "smsCod\n", 6)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=start, end=start), text="e")],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d.code for d in client.diagnostics[URI]] == []
    # A whole-document change with an unused formatter: tagged unnecessary.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=PHONE + "\nformatter spare = digits\n")],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    unused = [d for d in client.diagnostics[URI] if d.code == "unused-formatter"]
    assert unused and list(unused[0].tags) == [types.DiagnosticTag.Unnecessary]
    assert unused[0].severity == types.DiagnosticSeverity.Warning


async def completion_labels(client, text, marker, offset=0, uri="file:///e2e/c.form"):
    open_doc(client, text.replace("‸", ""), uri=uri)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=doc(uri), position=pos(text, marker, offset))
    )
    items = result.items if isinstance(result, types.CompletionList) else (result or [])
    return [item.label for item in items]


@pytest.mark.parametrize(
    "text,expected,absent",
    [
        ("‸\n", {"form", "formatter", "locale", "translations"}, set()),
        ("form F {\n    ‸\n}\n", {"field", "list", "title", "locale", "submit", "language"}, {"label"}),
        ("form F {\n    field a: ‸\n}\n", {"text", "int", "decimal", "bool"}, set()),
        ("form F {\n    field a: text {\n        label \"A\"\n        ‸\n    }\n}\n", {"format", "error", "required"}, {"label", "min"}),
        ("form F {\n    field a: text {\n        format trim | ‸\n    }\n}\nformatter own = digits\n", {"digits", "mask", "own"}, set()),
        ("form F {\n    field a: int {\n        format number(‸)\n    }\n}\n", {"grouping:", "signed:", "maxDigits:"}, {"scale:"}),
        ("form F {\n    field a: text { label \"A\" }\n    field b: text {\n        error \"x\" when ‸\n    }\n}\n", {"a", "b", "value", "length"}, set()),
        ("form F {\n    locale \"fr_‸\"\n    field a: text\n}\n", {"fr_FR", "fr_CH"}, set()),
        ("form F {\n    language \"d‸\"\n    field a: text\n}\n", {"de", "da"}, {"de_DE"}),
        ("form F {\n    field a: text {\n        keyboard ‸\n    }\n}\n", {"email", "phone", "url"}, set()),
        ("form F {\n    // formc:ignore ‸\n    field a: text\n}\n", {"missing-label", "unused-formatter"}, {"unknown-formatter"}),
    ],
)
async def test_completion_in_each_context(client, text, expected, absent):
    labels = set(await completion_labels(client, text, "‸"))
    assert expected <= labels
    assert not (absent & labels)


async def hover_text(client, text, marker, offset, uri=URI):
    open_doc(client, text, uri=uri)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=pos(text, marker, offset))
    )
    assert hover is not None
    return hover.contents.value


async def test_hover(client):
    field = await hover_text(client, PHONE, "length(code)", 8)
    assert "field code: text?" in field and "Code from SMS" in field and "mask(\"#-#-#-#\")" in field
    named = await hover_text(client, PHONE, "format phoneRU", 9)
    assert "formatter phoneRU = mask(\"+7-###-###-##-##\")" in named
    locale = await hover_text(client, PHONE, "ru_RU", 1)
    assert "decimal separator" in locale and "U+00A0" in locale
    text = "form F {\n    // formc:ignore missing-label\n    field a: text\n}\n"
    explain = await hover_text(client, text, "missing-label", 2, uri="file:///e2e/i.form")
    assert "warning[missing-label]" in explain


async def test_definition_references_rename(client):
    open_doc(client, PHONE)
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(), position=pos(PHONE, "format smsCode", 8))
    )
    assert definition[0].range.start == pos(PHONE, "smsCode =")
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(), position=pos(PHONE, "field code", 7),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted(r.range.start.line for r in references) == [pos(PHONE, "field code").line, pos(PHONE, "length(code)").line]
    rename = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(), position=pos(PHONE, "length(code)", 8), new_name="smsDigits")
    )
    edits = rename.changes[URI]
    assert len(edits) == 2 and all(e.new_text == "smsDigits" for e in edits)
    for bad in ["value", "phone", "init", "1x"]:
        with pytest.raises(JsonRpcException):
            await client.text_document_rename_async(
                types.RenameParams(text_document=doc(), position=pos(PHONE, "length(code)", 8), new_name=bad)
            )


SURVEY = (SPECS / "survey.form").read_text(encoding="utf-8")
SURVEY_URI = "file:///e2e/survey.form"


async def test_option_completion_definition_and_rename(client):
    """LANGUAGE.md §16 for options (§13): completed after `.`, navigated, renamed."""
    text = SURVEY.replace("visible when rating == .low", "visible when rating == .‸")
    labels = await completion_labels(client, text, "‸", uri="file:///e2e/survey-c.form")
    assert labels == ["low", "medium", "high"]
    open_doc(client, SURVEY, uri=SURVEY_URI)
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(SURVEY_URI), position=pos(SURVEY, "contains .other", 10))
    )
    assert definition[0].range.start == pos(SURVEY, "option other", 7)
    rename = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(SURVEY_URI), position=pos(SURVEY, "option other", 7), new_name="elsewhere")
    )
    edits = rename.changes[SURVEY_URI]
    assert len(edits) == 3 and all(e.new_text == "elsewhere" for e in edits)
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(
            types.RenameParams(text_document=doc(SURVEY_URI), position=pos(SURVEY, "option other", 7), new_name="friend")
        )


BOOKING = (SPECS / "booking.form").read_text(encoding="utf-8")
BOOKING_URI = "file:///e2e/booking.form"


async def test_date_builtins_highlight_and_dot_trigger(client):
    """§14 built-ins in conditions are hovered and never renamed; highlights; `.` triggers completion."""
    today = await hover_text(client, BOOKING, "years(value, today)", 13, uri=BOOKING_URI)
    assert "today: date" in today
    years = await hover_text(client, BOOKING, "years(value, today)", 0, uri=BOOKING_URI)
    assert "years(a, b) -> int" in years
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(
            types.RenameParams(text_document=doc(BOOKING_URI), position=pos(BOOKING, "years(value, today)", 13), new_name="now")
        )
    open_doc(client, SURVEY, uri=SURVEY_URI)
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc(SURVEY_URI), position=pos(SURVEY, "contains .other", 10))
    )
    assert sorted(h.kind for h in highlights) == [types.DocumentHighlightKind.Read, types.DocumentHighlightKind.Read, types.DocumentHighlightKind.Write]
    assert "." in client.server_capabilities.completion_provider.trigger_characters


async def test_formatting(client):
    uri = "file:///e2e/f.form"
    open_doc(client, "form F {\nfield a:text{label \"A\"}\n}\n", uri=uri)
    options = types.FormattingOptions(tab_size=4, insert_spaces=True)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=doc(uri), options=options))
    assert edits[0].new_text == "form F {\n    field a: text {\n        label \"A\"\n    }\n}\n"
    broken = "file:///e2e/broken.form"
    open_doc(client, "form F {\n  field a: text {\n", uri=broken)
    with pytest.raises(JsonRpcException):
        await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=doc(broken), options=options))


async def test_code_actions(client):
    uri = "file:///e2e/q.form"
    text = "form F {\n    field a: text {\n        label \"A\"\n        format phoneRu\n    }\n    field b: text\n}\n\nformatter phoneRU = digits\n"
    open_doc(client, text, uri=uri)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    here = pos(text, "phoneRu\n", 2)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(uri), range=types.Range(start=here, end=here),
            context=types.CodeActionContext(diagnostics=client.diagnostics[uri]),
        )
    )
    fix = [a for a in actions if a.kind == types.CodeActionKind.QuickFix and "phoneRU" in a.title]
    assert fix and fix[0].edit.changes[uri][0].new_text == "phoneRU"
    line = types.Range(start=pos(text, "field b"), end=pos(text, "field b", 13))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(uri), range=line,
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    ignore = [a for a in actions if a.title.startswith("Ignore this warning")]
    assert ignore and ignore[0].edit.changes[uri][0].new_text == "    // formc:ignore missing-label\n"


async def test_semantic_tokens_symbols_folding(client):
    open_doc(client, PHONE)
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc()))
    assert len(tokens.data) % 5 == 0 and len(tokens.data) > 100
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    assert [s.name for s in symbols] == ["PhoneSignIn", "phoneRU", "smsCode", "ru"]
    assert [c.name for c in symbols[0].children] == ["phone", "code"]
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc()))
    assert any(f.start_line == 1 and f.end_line == 25 for f in folds)


async def test_utf8_columns_with_cjk_and_emoji(utf8_client):
    assert utf8_client.negotiated == "utf-8"
    text = "form F {\n    field a: text { label \"日本😀\"; format digitz }\n}\n"
    open_doc(utf8_client, text, uri="file:///e2e/u.form")
    await utf8_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    unknown = [d for d in utf8_client.diagnostics["file:///e2e/u.form"] if d.code == "unknown-formatter"][0]
    line = text.split("\n")[1]
    assert unknown.range.start.character == len(line[: line.index("digitz")].encode("utf-8"))


async def test_unknown_method_and_unopened_document(client):
    with pytest.raises(JsonRpcException):
        await client.protocol.send_request_async("formc/noSuchMethod", {})
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc("file:///e2e/never-opened.form"), position=types.Position(line=0, character=0))
    )
    assert hover is None
