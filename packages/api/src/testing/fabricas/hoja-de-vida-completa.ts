import type { MikroORM } from '@mikro-orm/postgresql';
import type { HojaDeVidaCreada } from './hoja-de-vida';

/**
 * Fills a new person's CV as the demo seeder fills the richest ones (no procedure edits a CV yet): address and
 * city (Bogotá), two positions aspired to, a past and a current experience, a child, two personal references and a
 * skill. What it writes is fixed, so tests can count it exactly.
 */
export async function completarHojaDeVida(orm: MikroORM, persona: HojaDeVidaCreada): Promise<void> {
  const conexion = orm.em.fork().getConnection();
  await conexion.execute(
    `update candidato set tipo_direccion = 2, direccion_cadena = 'Calle 45 # 12-30', direccion_barrio = 'Chapinero', direccion_zona = 'Norte',
       ciudad_donde_vive_id = (select id from ciudad where codigo_dane = '11001') where id = ?`,
    [persona.id],
  );
  const h = persona.hojaDeVidaId;
  await conexion.execute(
    `update hoja_de_vida set cargos_a_aspirar = '{"Auxiliar de bodega","Operario logístico"}' where id = ?`,
    [h],
  );
  await conexion.execute(
    `insert into experiencia (hoja_de_vida_id, empresa, cargo, fecha_ingreso, fecha_retiro, actual, salario_final, motivo_retiro, tipo_contrato, funciones)
     values (?, 'Almacenes Éxito', 'Auxiliar de bodega', '2019-02-01', '2022-12-31', false, 1500000, 0, 0, 'Recibo y despacho de mercancía'),
            (?, 'Distribuidora Andina', 'Operario logístico', '2023-03-01', null, true, 1800000, null, 1, 'Alistamiento de pedidos')`,
    [h, h],
  );
  await conexion.execute(
    `insert into hijo (hoja_de_vida_id, nombre, fecha_nacimiento, genero, ocupacion) values (?, 'Sofía Fábrica', '2015-06-20', 1, 'Estudiante')`,
    [h],
  );
  await conexion.execute(
    `insert into referencia_personal (hoja_de_vida_id, relacion, nombre, telefono, ocupacion)
     values (?, 0, 'Andrés Gómez', '3109876543', 'Conductor'), (?, 1, 'Luisa Martínez', '3201234567', 'Contadora')`,
    [h, h],
  );
  await conexion.execute(
    `insert into habilidad (hoja_de_vida_id, nombre) values (?, 'Manejo de montacargas')`,
    [h],
  );
}
