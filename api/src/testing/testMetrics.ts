// Reading the operators' GET /metrics as Prometheus would: one sample per line,
// `name{label="value",…} number`.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = SAMPLE.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, key, text]) => [key, text])),
        value: Number(value),
      };
    });
}

/** What the listener answers now. */
export async function scrape(metricsUrl: string): Promise<Sample[]> {
  const response = await fetch(metricsUrl);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return parseMetrics(await response.text());
}

/** The value of the one sample of `name` with these labels (others may be more); undefined: none. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1)
    throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}
