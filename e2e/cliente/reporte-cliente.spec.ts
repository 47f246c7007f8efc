/**
 * The client portal's operations report (issue 19 "For clients"): a client user sees the figures of their own
 * company's orders — an order of another client received the same week is counted for the agency but never for
 * them — and the server refuses another company's id. The orders are created with the factories and moved to a
 * week long past; the test waits for the job (started at once by the marked days) through the API (`calculando`)
 * instead of the screen's retries.
 */
import { MENSAJES_REPORTES as M } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { aviso } from '../support/avisos';
import { fallarProcedimientos } from '../support/fallas';
import { miercolesHace, ponerFecha, recibidoEl } from '../support/informe-operaciones';

const semanaActual = <T extends { clave: string }>(semanas: T[]) =>
  semanas.find((s) => s.clave === 'semana-0');

test.describe('[CLIENTE] Informe de operaciones', () => {
  test('el cliente ve las cifras de su empresa y nunca las de otra', async ({
    entrar,
    page,
    fabricas,
    base,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const dia = miercolesHace(20);
    const propio = await fabricas.pedido({ estado: 2, vacantes: 3 });
    const ajeno = await fabricas.pedido({ estado: 2, vacantes: 5, cliente: 'Textiles del Valle' });
    expect(ajeno.cliente).not.toBe(propio.cliente);
    await recibidoEl(base, propio.id, dia);
    await recibidoEl(base, ajeno.id, dia);

    // The agency counts both orders that week; the client portal, only its own.
    await expect
      .poll(
        async () => {
          const r = await apiDe('jefe').reportes.informeGeneral.query({ fecha: dia });
          return r.calculando ? null : semanaActual(r.semanas)?.embudo.pedidosRecibidos;
        },
        {
          timeout: 60_000,
          intervals: [250, 500, 1_000],
          message: 'el job calcula los indicadores del informe',
        },
      )
      .toBe(2);
    const delCliente = await apiDe('cliente').reportes.informeCliente.query({ fecha: dia });
    expect(delCliente.calculando).toBe(false);
    expect(semanaActual(delCliente.semanas)?.embudo).toMatchObject({ pedidosRecibidos: 1, vacantes: 3 });

    // Another company's id is refused with a message, not answered.
    const [textiles] = await apiDe('jefe').catalogos.clientes.query({ texto: 'Textiles del Valle' });
    await expect(
      apiDe('cliente').reportes.informeCliente.query({ fecha: dia, clienteId: textiles!.id }),
    ).rejects.toThrow(M.clienteFueraDeAlcance);

    await entrar('cliente');
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Informe de operaciones' })
      .click();
    await expect(page).toHaveURL(/\/cliente\/reportes$/);
    await expect(page.getByRole('heading', { name: 'Informe de operaciones' })).toBeVisible();
    // One company: no company filter.
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveCount(0);
    await ponerFecha(page, dia);
    await expect(page.getByTestId('calculado-en')).toHaveText(
      /^Calculado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    await expect(page.getByTestId('cifra-semana-0-pedidosRecibidos')).toHaveText('1');
    await expect(page.getByTestId('cifra-semana-0-vacantes')).toHaveText('3');
    await expect(page.getByTestId('cifra-semana-0-nivelServicio')).toBeVisible();
    await expect(page.getByTestId('cifra-semana-0-puntajeGestion')).toBeVisible();
    await expect(
      page.getByRole('group').filter({ hasText: '¿Cómo se calculan el nivel de servicio y el puntaje?' }),
    ).toHaveCount(1);
    // The rows behind a number are the staff's: here the figures are plain text.
    await expect(page.getByRole('button', { name: /Pedidos recibidos/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Exportar XLSX/ })).toHaveCount(0);
  });

  test('si el informe no llega, lo dice una vez y en pantalla', async ({ entrar, page }) => {
    await entrar('cliente');
    await fallarProcedimientos(page, ['reportes.informeCliente'], { red: true });
    await page.goto('/cliente/reportes');
    await expect(page.getByTestId('falla-de-carga')).toHaveText(M.errorTraerIndicadores);
    await expect(aviso(page, M.errorTraerIndicadores)).toHaveCount(1);
  });
});
