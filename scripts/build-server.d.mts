export const serverEntry: string;
export function buildServer(outdir?: string): Promise<void>;
