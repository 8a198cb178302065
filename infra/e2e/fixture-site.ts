import { createServer, type Server } from 'node:http';

export type FixtureSite = { origin: string; host: string; stop(): Promise<void> };

/**
 * A small business website on loopback for the agent-creation journey: a title, a description
 * and a brand colour the magic-UI review should pick up.
 */
export async function startFixtureSite(): Promise<FixtureSite> {
  const page = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Blue Harbor Coffee | Fresh roasts delivered</title>
<meta name="description" content="Small-batch coffee roasted every morning in Kochi and delivered across India.">
<meta name="theme-color" content="#0f766e">
</head><body>
<header><nav><a href="/">Home</a> <a href="/menu">Menu</a></nav></header>
<main><h1>Blue Harbor Coffee</h1><p>We roast small batches every morning.</p></main>
</body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
