import { expect, test } from '../support/fixtures';

type Pendientes = Record<
  'pedidosVencidos' | 'esperandoCliente' | 'entrevistasHoy' | 'correosConError',
  { total: number; filas: { idPedido: number; idCandidato?: number }[] }
>;

const SECCIONES: [keyof Pendientes, string][] = [
  ['pedidosVencidos', 'Pedidos vencidos'],
  ['esperandoCliente', 'Candidatos esperando decisión del cliente'],
  ['entrevistasHoy', 'Entrevistas de hoy'],
  ['correosConError', 'Correos con error'],
];

test.describe('[INICIO] mis pendientes', () => {
  test('[INICIO] la psicóloga ve al ingresar sus pendientes, con sus totales, y cada fila lleva a su pedido u hoja de vida', async ({
    page,
    entrar,
    apiDe,
  }) => {
    await entrar('psicologa');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pendientes' })).toBeVisible();
    const p: Pendientes = await apiDe('psicologa').inicio.pendientes.query();
    expect(SECCIONES.some(([clave]) => p[clave].total > 0)).toBe(true);
    for (const [clave, titulo] of SECCIONES) {
      const seccion = page.getByRole('region', { name: new RegExp(`^${titulo}`) });
      await expect(seccion.getByRole('heading', { level: 2 })).toHaveText(`${titulo}${p[clave].total}`);
      await expect(seccion.getByRole('listitem')).toHaveCount(p[clave].filas.length);
      if (p[clave].filas.length === 0) await expect(seccion.getByText('Ninguno.')).toBeVisible();
    }
    const esperando = p.esperandoCliente.filas[0];
    if (esperando) {
      const seccion = page.getByRole('region', { name: /^Candidatos esperando/ });
      await expect(seccion.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
        'href',
        `/hv/${esperando.idCandidato}`,
      );
    }
    const vencido = p.pedidosVencidos.filas[0];
    if (vencido) {
      await page
        .getByRole('region', { name: /^Pedidos vencidos/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/pedido-detail/${vencido.idPedido}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(`^Pedido ${vencido.idPedido}:`) }),
      ).toBeVisible();
    }
  });

  test('[INICIO] /pedido-candidatos/:idPedido abre el detalle del pedido en sus candidatos', async ({
    page,
    entrar,
    apiDe,
  }) => {
    await entrar('psicologa');
    const p: Pendientes = await apiDe('psicologa').inicio.pendientes.query();
    const fila = p.esperandoCliente.filas[0] ?? p.entrevistasHoy.filas[0];
    expect(fila, 'la demo deja candidatos enviados al cliente en pedidos de la psicóloga').toBeDefined();
    await page.goto(`/pedido-candidatos/${fila!.idPedido}`);
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${fila!.idPedido}#candidatos$`));
    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    await expect(candidatos).toBeInViewport();
  });

  test('[INICIO] la hoja de vida muestra los pedidos vigentes de la persona y lleva al pedido, en sus candidatos', async ({
    page,
    entrar,
    apiDe,
  }) => {
    await entrar('psicologa');
    const p: Pendientes = await apiDe('psicologa').inicio.pendientes.query();
    const fila = p.esperandoCliente.filas[0];
    expect(fila, 'la demo deja candidatos enviados al cliente en pedidos de la psicóloga').toBeDefined();
    await page.goto(`/hv/${fila!.idCandidato}`);
    const procesos = page.getByRole('region', { name: 'Pedidos y stock actuales' });
    await expect(procesos.getByRole('heading', { name: 'Stock', exact: true })).toBeVisible();
    await procesos.getByRole('link', { name: new RegExp(`^Pedido ${fila!.idPedido} ·`) }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${fila!.idPedido}#candidatos$`));
  });
});
