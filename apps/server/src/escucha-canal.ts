import pg from 'pg';

export interface EscuchaCanal {
  /** True while the LISTEN connection is up. */
  escuchando(): boolean;
  cerrar(): Promise<void>;
}

export interface OpcionesEscuchaCanal {
  /** Called on every notification of the channel. */
  alNotificar(): void;
  /** Called each time the channel is listened to (the first time and after every reconnection). */
  alEscuchar?(): void;
  /** Called when the connection is lost (before reconnecting) and when the listener closes. */
  alPerder?(): void;
  /** Told why the connection was lost and why a reconnection failed. */
  avisar(motivo: string, contexto: 'perdida' | 'reconexion', intento: number): void;
  /** Longest pause between reconnection attempts (they start at 250 ms and double). */
  pausaMaximaMs?: number;
}

/**
 * LISTEN on a PostgreSQL channel on a dedicated connection. A lost connection (PostgreSQL restarted, network cut) is
 * opened again with a growing pause; notifications sent meanwhile are missed, which `alPerder`/`alEscuchar` let the
 * caller make up for. The first connection must succeed (the caller decides whether to start without it).
 */
export async function escucharCanal(
  databaseUrl: string,
  canal: string,
  o: OpcionesEscuchaCanal,
): Promise<EscuchaCanal> {
  if (!/^[a-z_][a-z0-9_]*$/.test(canal)) throw new Error(`Canal no válido: ${canal}`);
  const pausaMaximaMs = o.pausaMaximaMs ?? 5000;
  let cerrando = false;
  let cliente: pg.Client | null = null;
  let intento = 0;
  let temporizador: NodeJS.Timeout | undefined;

  const perdida = (c: pg.Client, motivo: string) => {
    if (c !== cliente) return;
    cliente = null;
    o.alPerder?.();
    c.end().catch(() => undefined);
    if (cerrando) return;
    o.avisar(motivo, 'perdida', intento);
    programar();
  };

  const conectar = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    c.on('notification', () => o.alNotificar());
    c.on('error', (err) => perdida(c, err.message));
    c.on('end', () => perdida(c, 'conexión cerrada'));
    try {
      await c.connect();
      await c.query(`listen ${canal}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (cerrando) {
      await c.end().catch(() => undefined);
      return;
    }
    cliente = c;
    intento = 0;
    o.alEscuchar?.();
  };

  const programar = () => {
    intento++;
    temporizador = setTimeout(
      () => {
        conectar().catch((error: unknown) => {
          if (cerrando) return;
          o.avisar((error as Error).message, 'reconexion', intento);
          programar();
        });
      },
      Math.min(pausaMaximaMs, 250 * 2 ** (intento - 1)),
    );
    temporizador.unref();
  };

  await conectar();
  return {
    escuchando: () => cliente !== null,
    async cerrar() {
      cerrando = true;
      clearTimeout(temporizador);
      o.alPerder?.();
      await cliente?.end().catch(() => undefined);
    },
  };
}
