"""pytest-lsp drives the built `formc lsp` over stdio, as an editor would.

FORMC names the binary (`.ci/run` sets it); the default is the debug build.
"""
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))
SPECS = ROOT / "specs"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FORMC, "lsp"]))
async def client(lsp_client: LanguageClient):
    # The capabilities VS Code sends (markdown hovers and completion docs, UTF-16).
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FORMC, "lsp"]))
async def utf8_client(lsp_client: LanguageClient):
    capabilities = types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=["utf-8", "utf-16"])
    )
    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    lsp_client.negotiated = result.capabilities.position_encoding
    yield
    await lsp_client.shutdown_session()
