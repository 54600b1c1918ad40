-- formc for Neovim 0.7+ (no LspAttach needed): put this file on your runtimepath
-- (e.g. ~/.config/nvim/plugin/formc.lua) or paste it into init.lua.
-- Set FORMC to the formc binary, or have `formc` on PATH.

vim.cmd([[autocmd BufRead,BufNewFile *.form setfiletype form]])

local formc = os.getenv("FORMC") or "formc"
local client_id = nil

local function on_attach(client, bufnr)
  local map = function(keys, fn) vim.api.nvim_buf_set_keymap(bufnr, "n", keys, "", { noremap = true, silent = true, callback = fn }) end
  map("K", vim.lsp.buf.hover)
  map("gd", vim.lsp.buf.definition)
  map("gr", vim.lsp.buf.references)
  map("<leader>rn", vim.lsp.buf.rename)
  map("<leader>ca", vim.lsp.buf.code_action)
  map("<leader>f", function() vim.lsp.buf.formatting() end)   -- vim.lsp.buf.format() on 0.8+
  vim.api.nvim_buf_set_option(bufnr, "omnifunc", "v:lua.vim.lsp.omnifunc")
end

local function start()
  if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
    client_id = vim.lsp.start_client({
      name = "formc",
      cmd = { formc, "lsp" },
      root_dir = vim.fn.getcwd(),
      on_attach = on_attach,
    })
  end
  if client_id then
    vim.lsp.buf_attach_client(0, client_id)
  end
end

vim.api.nvim_create_autocmd("FileType", { pattern = "form", callback = start })
vim.api.nvim_create_autocmd("FileType", { pattern = "form", command = "setlocal commentstring=//\\ %s" })
