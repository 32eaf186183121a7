import { PGlite } from '@electric-sql/pglite';
const pg = new PGlite();
await pg.exec('create table t (a text, b jsonb)');
await pg.query('insert into t values ($1, $2::jsonb)', ['\ufeff', JSON.stringify({x:'\ufeff'})]);
const r = await pg.query('select a, b, length(a) as n from t');
console.log(JSON.stringify(r.rows), r.rows[0].a.length);
