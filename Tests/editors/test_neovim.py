"""editors/neovim/formc.lua in a headless Neovim (0.7 has no LspAttach): the
snippet sets the filetype, starts `formc lsp` and shows its diagnostics.
Skips when nvim or the built formc is missing."""
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))

CHECK = """
vim.defer_fn(function()
  local names = {}
  for _, c in ipairs(vim.lsp.get_active_clients()) do table.insert(names, c.name) end
  local codes = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do table.insert(codes, tostring(d.code)) end
  local f = io.open(RESULT, "w")
  f:write(vim.bo.filetype .. "|" .. table.concat(names, ",") .. "|" .. table.concat(codes, ","))
  f:close()
  vim.cmd("qa!")
end, 3000)
"""


@pytest.mark.skipif(shutil.which("nvim") is None, reason="nvim is not installed")
@pytest.mark.skipif(not os.access(FORMC, os.X_OK), reason="formc is not built")
def test_snippet_attaches_formc_lsp(tmp_path):
    spec = tmp_path / "t.form"
    spec.write_text("form F {\n    field a: text { format digitz }\n}\n", encoding="utf-8")
    result = tmp_path / "result.txt"
    check = tmp_path / "check.lua"
    check.write_text(f"RESULT = {str(result)!r}\n" + CHECK, encoding="utf-8")
    subprocess.run(
        ["nvim", "--headless", "-u", "NONE", "-c", f"luafile {ROOT / 'editors' / 'neovim' / 'formc.lua'}",
         "-c", f"edit {spec}", "-c", f"luafile {check}"],
        env={**os.environ, "FORMC": FORMC}, cwd=tmp_path, timeout=60,
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    filetype, clients, codes = result.read_text(encoding="utf-8").split("|")
    assert filetype == "form"
    assert clients == "formc"
    assert set(codes.split(",")) == {"missing-label", "unknown-formatter"}
