# Varnish in front of Finishline's instances (docs/operations.md §CDN): the same cache key and Vary rules as
# deploy/nginx.conf, purged by tag (xkey, soft: a purged answer turns stale, so grace still serves it while the
# origins fail), request coalescing (Varnish's own: one fetch per object, the others wait), grace for
# stale-if-error, and live streams, ingest and the other writes passed through uncached.
#
# Run: varnishd -a :80 -f /etc/varnish/finishline.vcl -p vcl_path=/etc/varnish -s malloc,1G, with origins.vcl (the
# instances and who may purge) beside it. Needs the xkey vmod (Debian: varnish-modules).
vcl 4.1;

import std;
import cookie;
import directors;
import xkey;

include "origins.vcl";

sub vcl_recv {
  set req.backend_hint = origins.backend();

  # Purge by tag, from the origins only: `PURGE /` with `xkey-purge: tag1 tag2`, as the origins' Varnish adapter
  # sends it (packages/server …/varnish-purge.ts).
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge required"));
    }
    set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
  }

  # Operations endpoints: the monitoring network only.
  if (req.url ~ "^/(metrics|readyz|healthz)(\?|$)") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    return (pass);
  }

  # Live results (Server-Sent Events) and every write go straight through.
  if (req.url ~ "^/api/events/[^/]+/contests/[^/]+/live/?(\?|$)") {
    return (pass);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # The key of nginx.conf: pages without a locale prefix follow the `locale` cookie, then the first language of
  # Accept-Language; prefixed pages, assets and the API follow neither. Only the locale cookie reaches the origins.
  if (req.url ~ "^/(api|assets|es|fr|ar)(/|\?|$)") {
    unset req.http.Cookie;
    set req.http.X-Locale-Key = "";
  } else {
    cookie.parse(req.http.Cookie);
    cookie.keep("locale");
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
    set req.http.X-Locale-Key = cookie.get("locale") + "|";
    if (req.http.Accept-Language ~ "^\s*[A-Za-z]{2}") {
      set req.http.X-Locale-Key = req.http.X-Locale-Key +
        regsub(req.http.Accept-Language, "^\s*([A-Za-z]{2}).*$", "\1");
    }
  }

  # While the origins are healthy, a stale (purged or expired) answer is served for at most 10 s while it is
  # fetched again; while they fail, for as long as the object's grace lasts (stale-if-error).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  }
  hash_data(req.http.X-Locale-Key);
  # The API's CORS answer depends on Origin when CORS_ORIGIN lists origins.
  if (req.http.Origin) {
    hash_data(req.http.Origin);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.X-Locale-Key;
}

sub vcl_backend_response {
  # A live stream: passed, streamed, never compressed or kept.
  if (bereq.url ~ "/live/?(\?|$)" || beresp.http.Content-Type ~ "text/event-stream") {
    set beresp.do_stream = true;
    set beresp.do_gzip = false;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # The tags of the answer, as xkey reads them.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # An error of the origins is retried on another one (GET and HEAD only reach here cached).
  if (beresp.status >= 500 && bereq.retries < 3 && bereq.method == "GET") {
    return (retry);
  }
  # Never kept: cookies set, private or no-store answers, errors.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.status >= 500) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # The key above replaces the instances' Vary (Cookie, Accept-Language, Accept-Encoding): kept aside for clients.
  if (beresp.http.Vary) {
    set beresp.http.X-Vary = beresp.http.Vary;
    unset beresp.http.Vary;
  }
  # Stale-if-error: an answer stays six hours past its freshness, served only while the origins fail (vcl_recv).
  set beresp.grace = 6h;
  # Revalidation with the strong ETag afterwards (304 from the origin, one small version lookup).
  set beresp.keep = 1h;
  return (deliver);
}

sub vcl_backend_error {
  # A refused connection or a timeout: again, on the next origin (up to three times: an origin that just died is
  # still in the rotation until its probe fails, within about two seconds).
  if (bereq.retries < 3) {
    return (retry);
  }
}

sub vcl_deliver {
  if (resp.http.X-Vary) {
    set resp.http.Vary = resp.http.X-Vary;
    unset resp.http.X-Vary;
  }
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
