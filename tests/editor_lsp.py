# SPDX-License-Identifier: Apache-2.0
"""editor_lsp.py - a minimal Language Server Protocol client over stdio,
enough to ask yaml-language-server what an editor would show for a set
of YAML documents: initialize, configure, open every document, and wait
until each has had its diagnostics published.  Used by
tests/editor_mutations.py; no editor, no network (the schema store is
switched off, the schema is a local file named in each document's
modeline)."""
import json
import subprocess
import threading
import time


class LanguageServer:
    """One yaml-language-server process spoken to through JSON-RPC over
    its stdin and stdout.  Messages are read by a thread; diagnostics are
    kept per document URI, the last published list winning."""

    def __init__(self, command):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.next_id = 1
        self.results = {}
        self.diagnostics = {}
        self.published = {}
        self.cond = threading.Condition()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _send(self, message):
        body = json.dumps(message).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def _read_message(self):
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                return None
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length)) if length else None

    def _read(self):
        while True:
            message = self._read_message()
            if message is None:
                with self.cond:
                    self.cond.notify_all()
                return
            if "method" in message and "id" in message:
                # A request of the server's (configuration, registration,
                # progress): answered with an empty result.
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            with self.cond:
                if "id" in message:
                    self.results[message["id"]] = message
                elif message.get("method") == "textDocument/publishDiagnostics":
                    uri = message["params"]["uri"]
                    self.diagnostics[uri] = message["params"]["diagnostics"]
                    self.published[uri] = self.published.get(uri, 0) + 1
                self.cond.notify_all()

    def request(self, method, params, timeout=30):
        """Send a request and return its result (raises on timeout)."""
        rid = self.next_id
        self.next_id += 1
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        with self.cond:
            while rid not in self.results:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise TimeoutError(f"no answer to {method}")
                self.cond.wait(left)
            return self.results.pop(rid).get("result")

    def notify(self, method, params):
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def start(self):
        self.request("initialize", {
            "processId": None, "rootUri": None,
            "capabilities": {"textDocument": {"publishDiagnostics": {}}},
        })
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": {"yaml": {
            "validate": True, "hover": False, "completion": False,
            "format": {"enable": False}, "schemaStore": {"enable": False},
            "yamlVersion": "1.2"}}})

    def diagnose(self, documents, timeout=60, settle=1.0):
        """Open every (uri, text) and return {uri: [diagnostic, ...]} once
        each has had diagnostics published and none came for settle
        seconds (a document may be validated again when its schema has
        loaded).  Raises TimeoutError when a document never gets any."""
        for version, (uri, text) in enumerate(documents, 1):
            self.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "yaml", "version": version, "text": text}})
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                missing = [u for u, _ in documents if u not in self.published]
                if not missing:
                    seen = dict(self.published)
                    self.cond.wait(settle)
                    if seen == self.published:
                        break
                    continue
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise TimeoutError(f"no diagnostics for {missing[0]}")
                self.cond.wait(left)
            return {u: list(self.diagnostics[u]) for u, _ in documents}

    def stop(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except (TimeoutError, subprocess.TimeoutExpired, BrokenPipeError):
            self.proc.kill()
            self.proc.wait()
