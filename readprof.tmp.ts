import { readApiVersions } from './src/sections/api/model/index'
const t = performance.now()
const v = readApiVersions(process.argv[2], null, () => {})
console.log('read', ((performance.now() - t) / 1000).toFixed(1), 's', v.length, process.memoryUsage().heapUsed >> 20, 'MB heap')
