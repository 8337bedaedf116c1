import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Compiler, StatsModule } from '@rspack/core';

interface ReportChunk {
  files: string[];
  initial: boolean;
  gzip: number;
  /** Modules by size (minified estimate by Rspack, bytes), largest first. */
  modules: { name: string; size: number }[];
}

/**
 * With BUNDLE_REPORT=<file.json> a production build writes which modules each browser chunk holds
 * (initial chunks first, their files' gzip -9 size): where the first load's bytes come from.
 * A diagnostic for `npm run build`; it changes nothing in the output.
 */
export class BundleReportPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('portal-bundle-report', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        outputPath: true,
      });
      const out = json.outputPath ?? compiler.options.output.path ?? '';
      const name = (m: StatsModule) => String(m.name ?? m.identifier ?? '?');
      const chunks: ReportChunk[] = (json.chunks ?? []).map((c) => ({
        files: [...(c.files ?? [])].filter((f) => f.endsWith('.js')),
        initial: Boolean(c.initial),
        gzip: [...(c.files ?? [])]
          .filter((f) => f.endsWith('.js'))
          .reduce(
            (n, f) => n + zlib.gzipSync(fs.readFileSync(`${out}/${f}`), { level: 9 }).length,
            0,
          ),
        modules: (c.modules ?? [])
          .flatMap((m) => (m.modules?.length ? m.modules : [m]))
          .map((m) => ({ name: name(m), size: m.size ?? 0 }))
          .sort((a, b) => b.size - a.size),
      }));
      chunks.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
      fs.writeFileSync(this.file, JSON.stringify(chunks, null, 1));
    });
  }
}
