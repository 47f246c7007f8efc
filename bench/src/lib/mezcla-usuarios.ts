import { DEMO_PASSWORD } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { cabeceras } from './servidor-http';

/** Demo roles the virtual users sign in as, in turn (two with every client, three limited to a few). */
export const ROLES = ['jefe', 'gerente', 'ejecutivo', 'psicologa', 'reclutador'] as const;

export interface UsuarioVirtual {
  numero: number;
  rol: string;
  /** "name=value" of its own session cookie. */
  cookie: string;
  permisos: readonly string[];
  alcance: AlcanceClientes;
}

interface UsuarioDto {
  permisos: string[];
  clientes: { id: number }[];
  todosLosClientes: boolean;
}

/**
 * Signs in over HTTP as the login form does; its own session per virtual user. A refusal for too many
 * attempts (429) is waited out, so the bench still starts if the server throttles logins per address.
 */
export async function ingresarUsuario(base: string, numero: number, rol: string): Promise<UsuarioVirtual> {
  for (let intento = 0; intento < 10; intento++) {
    const res = await fetch(`${base}/trpc/auth.login`, {
      method: 'POST',
      headers: cabeceras(base),
      body: JSON.stringify({ json: { usuario: rol, contrasena: DEMO_PASSWORD, portal: 'staff' } }),
    });
    if (res.status === 429) {
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('talento_sesion_staff='));
    if (!res.ok || !cookie) throw new Error(`No se pudo ingresar como ${rol}: HTTP ${res.status}`);
    const dto = ((await res.json()) as { result: { data: { json: UsuarioDto } } }).result.data.json;
    const alcance: AlcanceClientes = dto.todosLosClientes
      ? { todos: true }
      : { todos: false, ids: dto.clientes.map((c) => c.id) };
    return { numero, rol, cookie: cookie.split(';')[0] as string, permisos: dto.permisos, alcance };
  }
  throw new Error(`El servidor siguió limitando el ingreso de ${rol}`);
}

/** `cuantos` users, roles in turn, signed in one after another (logins are not what is measured). */
export async function ingresarUsuarios(base: string, cuantos: number): Promise<UsuarioVirtual[]> {
  const usuarios: UsuarioVirtual[] = [];
  for (let n = 0; n < cuantos; n++)
    usuarios.push(await ingresarUsuario(base, n, ROLES[n % ROLES.length] as string));
  return usuarios;
}

export const enAlcance = (alcance: AlcanceClientes, clienteId: number): boolean =>
  alcance.todos || alcance.ids.includes(clienteId);
