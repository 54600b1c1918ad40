"""`formc lsp` as a process fed raw bytes (issue 23): a frame whose
Content-Length is wrong costs one ParseError, after which the server
resynchronises on the next header; a lone surrogate escape in didOpen is read
as U+FFFD; a plain-text client gets hovers without Markdown syntax."""
import json
import subprocess

from conftest import FORMC


def frame(message, length=None, header=None):
    body = json.dumps(message, ensure_ascii=False).encode("utf-8")
    if header is None:
        header = f"Content-Length: {len(body) if length is None else length}"
    return f"{header}\r\n\r\n".encode("ascii") + body


def raw_frame(body_text):
    body = body_text.encode("utf-8")
    return f"Content-Length: {len(body)}\r\n\r\n".encode("ascii") + body


def messages(output):
    found = []
    while output:
        head, _, rest = output.partition(b"\r\n\r\n")
        length = int(head.split(b":")[1])
        found.append(json.loads(rest[:length]))
        output = rest[length:]
    return found


def session(*frames, hover_formats=("markdown",)):
    capabilities = {"textDocument": {"hover": {"contentFormat": list(hover_formats)}}}
    start = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": capabilities}})
    start += frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    end = frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"})
    done = subprocess.run([FORMC, "lsp"], input=start + b"".join(frames) + end, capture_output=True, timeout=60)
    assert done.returncode == 0
    return messages(done.stdout)


TEXT = 'form A {\n    field name: text {\n        label "é"\n    }\n}\n'
OPEN = {"jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": "file:///a.form", "languageId": "form", "version": 1, "text": TEXT}}}
SYMBOLS = {"jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///a.form"}}}


def test_wrong_content_lengths_cost_one_error_each():
    body = len(json.dumps(OPEN, ensure_ascii=False).encode("utf-8"))
    characters = len(json.dumps(OPEN, ensure_ascii=False))
    bad = [frame(OPEN, characters), frame(OPEN, body - 1), frame(OPEN, body + 1), frame(OPEN, body + 40),
           frame(OPEN, header="Content-Length: abc"), frame(OPEN, header="Content-Length: 99999999999"),
           frame(OPEN, header="Content-Type: application/vscode-jsonrpc; charset=utf-8")]
    for wrong in bad:
        out = session(frame(OPEN), wrong, frame(SYMBOLS))
        errors = [m for m in out if "error" in m]
        assert len(errors) == 1 and errors[0]["error"]["code"] == -32700 and errors[0]["id"] is None, wrong[:40]
        assert [s["name"] for s in next(m for m in out if m.get("id") == 3)["result"]] == ["A"], wrong[:40]


def test_lone_surrogate_opens_the_document():
    text = TEXT.replace('"é"', '"\\ud800x"').replace("\n", "\\n").replace('"', '\\"')
    opened = ('{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":'
              '{"uri":"file:///a.form","languageId":"form","version":1,"text":"' + text + '"}}}')
    out = session(raw_frame(opened), frame(SYMBOLS))
    assert not [m for m in out if "error" in m]
    assert [s["name"] for s in next(m for m in out if m.get("id") == 3)["result"]] == ["A"]


def test_plain_text_hover_has_no_markdown():
    hover = {"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover",
             "params": {"textDocument": {"uri": "file:///a.form"}, "position": {"line": 1, "character": 11}}}
    out = session(frame(OPEN), frame(hover), hover_formats=("plaintext",))
    contents = next(m for m in out if m.get("id") == 4)["result"]["contents"]
    assert contents["kind"] == "plaintext"
    assert "field name: text" in contents["value"]
    assert not [mark for mark in ("```", "**", "`") if mark in contents["value"]]


# Issue 30 item 3: byte streams no client should send. Each of these failed
# before the frame decoder and JSON reader were rewritten.

def test_a_header_padded_past_8_kib_is_refused_and_the_next_request_answered():
    padded = b"Content-Length: 2" + b" " * 32_000 + b"\r\n\r\n{}"
    out = session(frame(OPEN), padded, frame(SYMBOLS))
    errors = [m for m in out if "error" in m]
    assert len(errors) == 1 and errors[0]["error"]["code"] == -32700 and "8192" in errors[0]["error"]["message"]
    assert [s["name"] for s in next(m for m in out if m.get("id") == 3)["result"]] == ["A"]


def test_a_body_over_16_mib_is_skipped_and_answered_with_its_id():
    request = b'{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":[1' + b",1" * (9 << 20) + b"]}"
    out = session(frame(OPEN), f"Content-Length: {len(request)}\r\n\r\n".encode() + request, frame(SYMBOLS))
    answer = next(m for m in out if m.get("id") == 5)
    assert answer["error"]["code"] == -32600 and "16 MiB" in answer["error"]["message"]
    assert [s["name"] for s in next(m for m in out if m.get("id") == 3)["result"]] == ["A"]


def test_ids_come_back_exactly_as_sent():
    ids = [b"123456789012345678901234567890", b'"\\ud800"', b"1.0", b'"\\u0041"']
    frames = [raw_frame('{"jsonrpc":"2.0","id":' + id.decode() + ',"method":"textDocument/hover","params":{}}') for id in ids]
    capabilities = {"textDocument": {"hover": {"contentFormat": ["markdown"]}}}
    start = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": capabilities}})
    done = subprocess.run([FORMC, "lsp"], input=start + b"".join(frames), capture_output=True, timeout=60)
    for id in ids:
        assert b'"id":' + id + b"," in done.stdout or b'"id":' + id + b"}" in done.stdout, id
