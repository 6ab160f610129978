// The ceiling: a bare Express 5 app (the BFF's own express, from bff/node_modules) in a process of its
// own, so it shares neither the bench's nor the BFF's event loop. Sends its port to the parent over IPC.
import { createRequire } from 'node:module';
import { URL } from 'node:url';

const express = createRequire(new URL('../../bff/package.json', import.meta.url))('express');
const app = express();
app.get('/', (req, res) => res.json({ ok: true }));
const server = app.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
process.on('disconnect', () => process.exit(0));
