// Test preload for a real server process: on SIGUSR2, terminate the embedded database's thread
// (the worker that receives query messages), as a crash of that thread would end it.
import { Worker } from 'node:worker_threads';

const post = Worker.prototype.postMessage;
const dbThreads = new Set();
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.type === 'query') dbThreads.add(this);
  return post.call(this, message, ...rest);
};
process.on('SIGUSR2', () => {
  console.error('[test] terminating the database thread');
  for (const t of dbThreads) void t.terminate();
});
