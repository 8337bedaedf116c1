export function measure(
  command: string,
  args: string[],
  opts?: { env?: Record<string, string>; cwd?: string; quiet?: boolean },
): Promise<{ code: number | null; wallMs: number; peakRssMb: number; output: string }>;
