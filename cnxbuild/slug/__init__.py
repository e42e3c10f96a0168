"""The one naming function: ``slug(variant)`` and its exact inverse ``parse_slug(text)``.

The grammar of spec/variants.md lives here and only here. Every path, entry name and sidecar name of an
artifact derives from :func:`slug`; :func:`parse_slug` accepts exactly the strings :func:`slug` produces
(anything else fails with the position of the first unexpected character).

Decision (docs/decisions.md, D1): for ``fused_sgd`` the batch digits come *before* the ``lr`` marker
(``convnext_64lr001_train_step``). In the order spec/variants.md lists them (``lr`` D, then batch) the two
digit runs would touch and ``lr001`` + ``64`` would read back as lr 0.0164.

Its parts: :mod:`.markers` (its vocabulary and order), :mod:`.spell`
(:func:`slug`), :mod:`.parse` (:func:`parse_slug`), :mod:`.hints` (what an error suggests) and :mod:`.registry`
(dataset codes and the model tokens they make).
"""

from cnxbuild.slug.markers import MARKER_KEYS
from cnxbuild.slug.parse import SlugError, parse_slug
from cnxbuild.slug.registry import DEFAULT_REGISTRY, DatasetRegistry, RegistryError, ambiguity, model_keys
from cnxbuild.slug.spell import entry_name, model_token, slug

__all__ = ["SlugError", "RegistryError", "DatasetRegistry", "DEFAULT_REGISTRY", "slug",
           "parse_slug", "entry_name", "model_token", "model_keys", "ambiguity", "MARKER_KEYS"]
