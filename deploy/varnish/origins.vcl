# The instances behind Varnish, and who may purge (change these). Included by finishline.vcl; the tests and the
# scale-out bench write their own. Every origin is also a purger: the instance that makes a change purges its tags.
probe ready {
  .url = "/readyz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend origin_1 {
  .host = "10.0.0.11";
  .port = "3000";
  .probe = ready;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  # Live streams send a heartbeat every 15 s.
  .between_bytes_timeout = 60s;
}

backend origin_2 {
  .host = "10.0.0.12";
  .port = "3000";
  .probe = ready;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 60s;
}

sub vcl_init {
  new origins = directors.round_robin();
  origins.add_backend(origin_1);
  origins.add_backend(origin_2);
}

acl purgers {
  "127.0.0.1";
  "10.0.0.0"/8;
}
