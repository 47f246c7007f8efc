import type { Response } from 'express';

/** Every refusal of the devices' API: `{ error: { message } }` with a Spanish message. */
export const rechazar = (res: Response, status: number, message: string) =>
  res.status(status).json({ error: { message } });
