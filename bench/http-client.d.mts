export type LeanResponse = {
  status: number;
  text: string;
  headers: Record<string, string>;
};

export declare function readResponse(buf: Buffer): (LeanResponse & { used: number }) | null;

export declare function leanClient(
  baseUrl: string,
  connections: number,
): {
  request(
    method: string,
    path: string,
    cookie?: string | null,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<LeanResponse & { ms: number }>;
  close(): Promise<void>;
};
