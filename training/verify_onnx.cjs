// Runs an ONNX model with onnxruntime-node on raw float32 inputs written by export_onnx.py.
// usage: NODE_PATH=/tmp/ort/node_modules node training/verify_onnx.cjs model.onnx casesDir
const fs = require('fs');
const path = require('path');
const ort = require('onnxruntime-node');

(async () => {
  const [modelPath, dir] = process.argv.slice(2);
  const cases = JSON.parse(fs.readFileSync(path.join(dir, 'cases.json'), 'utf8'));
  const session = await ort.InferenceSession.create(modelPath);
  console.log(`onnxruntime-node ${require('onnxruntime-node/package.json').version}: inputs ${session.inputNames}, outputs ${session.outputNames}`);
  for (const c of cases) {
    const buf = fs.readFileSync(path.join(dir, c.input));
    const data = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
    const out = await session.run({ image: new ort.Tensor('float32', data, c.shape) });
    const prob = out.prob;
    console.log(`  ${JSON.stringify(c.shape)} -> ${JSON.stringify(prob.dims)}`);
    fs.writeFileSync(path.join(dir, c.output), Buffer.from(prob.data.buffer, prob.data.byteOffset, prob.data.byteLength));
  }
})().catch((e) => { console.error(e); process.exit(1); });
