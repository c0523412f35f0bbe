// Nothing to download here: onnxruntime-node ships its CPU binaries inside the npm package.
// This hook only tells a developer what to run next.
if (!process.env.CI)
  console.log('\nInstalled. Run `npm start` to serve http://localhost:3000, `npm test` for the tests.\n');
