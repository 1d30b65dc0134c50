-- The configuration a Neovim (0.7 or later) user writes to attach
-- urilint-lsp to Go buffers, then the steps of TestNeovim: open the file,
-- wait for urilint's diagnostics, apply the first code action offered at
-- one of them, write the buffer, quit. Environment: URILINT_LSP, the
-- server's binary (urilint-lsp, or gopls built with urilint inside);
-- DEMO, the Go file; ALSO, if set, the source of another analyzer whose
-- diagnostics must show too (gopls's own). Exits non-zero on any failure.

-- The configuration.
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'go',
  callback = function(args)
    local id = vim.lsp.start_client({
      name = 'urilint',
      cmd = { os.getenv('URILINT_LSP') },
      root_dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ':p:h'),
    })
    if id then
      vim.lsp.buf_attach_client(args.buf, id)
    end
  end,
})

-- The test.
local function fail(msg)
  io.stderr:write('nvim: ' .. msg .. '\n')
  vim.cmd('cquit 1')
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('DEMO')))
  local buf = vim.api.nvim_get_current_buf()
  local also = os.getenv('ALSO')
  if also == '' then also = nil end
  local function has(source)
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.source == source then return true end
    end
    return false
  end
  if not vim.wait(280000, function() return has('urilint') and (not also or has(also)) end, 50) then
    return fail('no diagnostics from urilint' .. (also and (' and ' .. also) or '') .. ' within 280s')
  end
  local diags = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    io.stdout:write(string.format('diagnostic %d:%d [%s] %s: %s\n', d.lnum + 1, d.col + 1, tostring(d.source), tostring(d.code), d.message))
    if d.source == 'urilint' then table.insert(diags, d) end
  end
  table.sort(diags, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  local client = vim.lsp.get_active_clients({ bufnr = buf })[1] or vim.lsp.get_active_clients()[1]
  for _, d in ipairs(diags) do
    vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
    local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
    -- As Neovim's own code-action command asks: the quick fixes for the
    -- diagnostics of the cursor's line, in their LSP form.
    params.context = {
      diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum, {}, client.id),
      only = { 'quickfix' },
    }
    local resp = client.request_sync('textDocument/codeAction', params, 10000, buf)
    if not resp or resp.err then
      return fail('codeAction: ' .. vim.inspect(resp))
    end
    local action
    for _, a in ipairs(resp.result or {}) do
      if a.edit and not action then action = a end
    end
    if action then
      io.stdout:write(string.format('applying at %d:%d: %s\n', d.lnum + 1, d.col + 1, action.title))
      vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
      vim.cmd('write')
      vim.cmd('qall!')
      return
    end
  end
  fail('no code action at any diagnostic')
end)
if not ok then
  fail(tostring(err))
end
