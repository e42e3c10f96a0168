// A cnxbuild train step driven from C through IREE's runtime API, the training state resident on the device
// (docs/driver.md). Not part of the Python package: it is built against an IREE runtime build (docs/driver.md,
// "Building it") and run by tests/test_c_driver.py where one is given.
//
//   train_loop MODULE.vmfb DIR STEPS [DEVICE]
//
// DIR is what `cnxbuild init-state SLUG -o DIR` wrote. DIR/step.flags names the function and, in the sidecar's
// orders, every input (`--input=@in/<name>.npy`) and output (`--output=@out/<name>.npy`): the driver needs no
// JSON parser, and the order is the sidecar's, the only map from a position to a tensor. Every input that
// DIR/in/<name>.npy holds is read from there once (the state init-state wrote). Before step s (1-based), each DIR/steps/<s>/<name>.npy that exists replaces
// input <name>: the per-step inputs (x, targets, lr, bc1, bc2, drop masks; DIR/per_step.json says which, with
// the formulas of the scalars). An input given for step 1 there is a per-step input and must be given for every
// step (nothing is carried over without a word); a state input (one an output replaces) is never one. After each
// call every output but `loss` becomes the input of the same name as the device buffer the call returned
// (nothing is copied through the host), once its shape and element type are checked to be that input's; `loss`
// alone is read back and printed with its bits. After the last step every output is written to
// DIR/out/<name>.npy.
//
// DEVICE is an IREE device URI: local-task (the default; one worker per physical core) or local-sync.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "iree/io/stdio_stream.h"
#include "iree/runtime/api.h"
#include "iree/tooling/numpy_io.h"

#define MAX_TENSORS 8192
#define MAX_PATH 4096

typedef struct {
  char function[512];
  int n_in, n_out;
  char* in[MAX_TENSORS];   // input names, in the sidecar's order
  char* out[MAX_TENSORS];  // output names, in the sidecar's order
  int feeds[MAX_TENSORS];  // output j -> the input it replaces (-1: loss)
  int state[MAX_TENSORS];  // input i is replaced by an output (the training state)
} step_t;

static char* copy_name(const char* start, const char* suffix) {
  size_t n = strlen(start);
  size_t k = strlen(suffix);
  if (n < k || strcmp(start + n - k, suffix) != 0) return NULL;
  char* s = malloc(n - k + 1);
  memcpy(s, start, n - k);
  s[n - k] = 0;
  return s;
}

// Reads DIR/step.flags (written by `cnxbuild init-state`).
static iree_status_t read_flags(const char* dir, step_t* st) {
  char path[MAX_PATH], line[MAX_PATH];
  snprintf(path, sizeof path, "%s/step.flags", dir);
  memset(st, 0, sizeof *st);
  FILE* f = fopen(path, "r");
  if (!f) return iree_make_status(IREE_STATUS_NOT_FOUND, "cannot open %s", path);
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    char* name = NULL;
    if (strncmp(line, "--function=", 11) == 0) {
      snprintf(st->function, sizeof st->function, "%s", line + 11);
    } else if (strncmp(line, "--input=@in/", 12) == 0 && st->n_in < MAX_TENSORS &&
               (name = copy_name(line + 12, ".npy"))) {
      st->in[st->n_in++] = name;
    } else if (strncmp(line, "--output=@out/", 14) == 0 && st->n_out < MAX_TENSORS &&
               (name = copy_name(line + 14, ".npy"))) {
      st->out[st->n_out++] = name;
    } else if (line[0]) {
      fclose(f);
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s: unexpected line '%s'", path, line);
    }
  }
  fclose(f);
  if (!st->function[0] || !st->n_in || !st->n_out)
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s: no --function, inputs or outputs", path);
  for (int j = 0; j < st->n_out; ++j) {  // every output but loss has the name of the input it replaces
    st->feeds[j] = -1;
    for (int i = 0; i < st->n_in; ++i)
      if (strcmp(st->out[j], st->in[i]) == 0) st->feeds[j] = i;
    if (st->feeds[j] < 0 && strcmp(st->out[j], "loss") != 0)
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "output '%s' is no input's name", st->out[j]);
    if (st->feeds[j] >= 0) st->state[st->feeds[j]] = 1;
  }
  int losses = 0;
  for (int j = 0; j < st->n_out; ++j) losses += st->feeds[j] < 0;
  if (losses != 1)
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s: %d outputs named loss; a train step has one",
                            path, losses);
  return iree_ok_status();
}

static iree_status_t load_npy(iree_runtime_session_t* session, const char* path,
                              iree_hal_buffer_view_t** out_view) {
  iree_io_stream_t* stream = NULL;
  IREE_RETURN_IF_ERROR(iree_io_stdio_stream_open(IREE_IO_STDIO_STREAM_MODE_READ, iree_make_cstring_view(path),
                                                 iree_runtime_session_host_allocator(session), &stream));
  iree_hal_buffer_params_t params = {
      .usage = IREE_HAL_BUFFER_USAGE_DEFAULT,
      .access = IREE_HAL_MEMORY_ACCESS_READ,
      .type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL,
  };
  iree_status_t status = iree_numpy_npy_load_ndarray(stream, IREE_NUMPY_NPY_LOAD_OPTION_DEFAULT, params,
                                                     iree_runtime_session_device(session),
                                                     iree_runtime_session_device_allocator(session), out_view);
  iree_io_stream_release(stream);
  return iree_status_annotate_f(status, "loading %s", path);
}

static iree_status_t save_npy(iree_runtime_session_t* session, const char* path, iree_hal_buffer_view_t* view) {
  iree_io_stream_t* stream = NULL;
  IREE_RETURN_IF_ERROR(iree_io_stdio_stream_open(IREE_IO_STDIO_STREAM_MODE_WRITE | IREE_IO_STDIO_STREAM_MODE_DISCARD,
                                                 iree_make_cstring_view(path),
                                                 iree_runtime_session_host_allocator(session), &stream));
  iree_status_t status = iree_numpy_npy_save_ndarray(stream, IREE_NUMPY_NPY_SAVE_OPTION_DEFAULT, view,
                                                     iree_runtime_session_host_allocator(session));
  iree_io_stream_release(stream);
  return iree_status_annotate_f(status, "writing %s", path);
}

// Whether `got` (a result) has the shape and element type of `want` (the input it replaces).
static int same_layout(iree_hal_buffer_view_t* got, iree_hal_buffer_view_t* want) {
  iree_host_size_t rank = iree_hal_buffer_view_shape_rank(got);
  if (rank != iree_hal_buffer_view_shape_rank(want) ||
      iree_hal_buffer_view_element_type(got) != iree_hal_buffer_view_element_type(want))
    return 0;
  for (iree_host_size_t d = 0; d < rank; ++d)
    if (iree_hal_buffer_view_shape_dim(got, d) != iree_hal_buffer_view_shape_dim(want, d)) return 0;
  return 1;
}

// IREE names a bad argument by position ("input385 ..."): say which tensor and file that is.
static iree_status_t name_input(iree_status_t status, const step_t* st, char (*from)[MAX_PATH]) {
  char text[2048];
  iree_host_size_t length = 0;
  if (iree_status_is_ok(status) || !iree_status_format(status, sizeof text, text, &length)) return status;
  const char* at = strstr(text, "input");
  while (at && !(at[5] >= '0' && at[5] <= '9')) at = strstr(at + 5, "input");
  if (!at) return status;
  int i = atoi(at + 5);
  if (i < 0 || i >= st->n_in) return status;
  return iree_status_annotate_f(status, "input%d is '%s' (from %s)", i, st->in[i], from[i]);
}

static int file_exists(const char* path) {
  FILE* f = fopen(path, "rb");
  if (f) fclose(f);
  return f != NULL;
}

// STEPS calls of the step, the state fed back as device buffers.
static iree_status_t train(iree_runtime_session_t* session, const char* dir, const step_t* st, int steps) {
  iree_hal_buffer_view_t** in = calloc(st->n_in, sizeof *in);
  iree_hal_buffer_view_t** last = calloc(st->n_out, sizeof *last);  // the last call's loss (outputs fed on)
  char (*from)[MAX_PATH] = calloc(st->n_in, sizeof *from);           // where each input's value came from
  int* per_step = calloc(st->n_in, sizeof *per_step);                // given in steps/1/: given every step
  char path[MAX_PATH];
  iree_status_t status = iree_ok_status();
  snprintf(path, sizeof path, "%s/out", dir);
  struct stat out_dir;
  if (stat(path, &out_dir) != 0 || !S_ISDIR(out_dir.st_mode))
    status = iree_make_status(IREE_STATUS_NOT_FOUND, "%s is not a directory (the trained state goes there)", path);
  for (int i = 0; i < st->n_in && iree_status_is_ok(status); ++i) {  // the state (and what stays fixed)
    snprintf(path, sizeof path, "%s/in/%s.npy", dir, st->in[i]);
    if (file_exists(path)) status = load_npy(session, path, &in[i]);
    snprintf(from[i], MAX_PATH, "%s", path);
    snprintf(path, sizeof path, "%s/steps/1/%s.npy", dir, st->in[i]);
    per_step[i] = file_exists(path);
    if (per_step[i] && st->state[i] && iree_status_is_ok(status))
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s: '%s' is training state (an output replaces "
                                "it), not a per-step input", path, st->in[i]);
  }
  // step.flags says `--function=<slug>`, as iree-run-module takes it; the runtime API takes "<module>.<function>",
  // and the VM module is the one just loaded (its name is the slug too: the compile record's vm_module).
  iree_vm_context_t* context = iree_runtime_session_context(session);
  iree_string_view_t module = iree_vm_module_name(
      iree_vm_context_module_at(context, iree_vm_context_module_count(context) - 1));
  char qualified[1024];
  snprintf(qualified, sizeof qualified, "%.*s.%s", (int)module.size, module.data, st->function);
  iree_runtime_call_t call;
  if (iree_status_is_ok(status))
    status = iree_runtime_call_initialize_by_name(session, iree_make_cstring_view(qualified), &call);
  if (!iree_status_is_ok(status)) {
    for (int i = 0; i < st->n_in; ++i) iree_hal_buffer_view_release(in[i]);
    free(in), free(last), free(from), free(per_step);
    return status;
  }
  for (int s = 1; s <= steps && iree_status_is_ok(status); ++s) {
    for (int i = 0; i < st->n_in && iree_status_is_ok(status); ++i) {  // this step's inputs
      snprintf(path, sizeof path, "%s/steps/%d/%s.npy", dir, s, st->in[i]);
      if (!file_exists(path)) {
        if (per_step[i])  // a batch, a scalar of the schedule, a mask: never the last step's by accident
          status = iree_make_status(IREE_STATUS_NOT_FOUND, "no %s: '%s' is given for step 1, so for every step",
                                    path, st->in[i]);
        continue;
      }
      if (!per_step[i]) {
        status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s: '%s' is %s; a per-step input is given "
                                  "from step 1 on", path, st->in[i], st->state[i] ? "training state" :
                                  "not given for step 1");
        break;
      }
      iree_hal_buffer_view_release(in[i]);
      in[i] = NULL;
      status = load_npy(session, path, &in[i]);
      snprintf(from[i], MAX_PATH, "%s", path);
    }
    iree_runtime_call_reset(&call);
    for (int i = 0; i < st->n_in && iree_status_is_ok(status); ++i)
      status = in[i] ? iree_runtime_call_inputs_push_back_buffer_view(&call, in[i])
                     : iree_make_status(IREE_STATUS_NOT_FOUND, "step %d: no value for input '%s': write "
                                        "in/%s.npy or steps/%d/%s.npy", s, st->in[i], st->in[i], s, st->in[i]);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (iree_status_is_ok(status)) status = name_input(iree_runtime_call_invoke(&call, /*flags=*/0), st, from);
    iree_host_size_t results = iree_status_is_ok(status) ? iree_vm_list_size(iree_runtime_call_outputs(&call)) : 0;
    if (iree_status_is_ok(status) && results != (iree_host_size_t)st->n_out)
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s returns %d results, step.flags lists %d outputs",
                                st->function, (int)results, st->n_out);
    for (int j = 0; j < st->n_out && iree_status_is_ok(status); ++j) {
      iree_hal_buffer_view_t* view = NULL;
      status = iree_runtime_call_outputs_pop_front_buffer_view(&call, &view);
      if (!iree_status_is_ok(status)) break;
      int i = st->feeds[j];
      if (i >= 0 && !same_layout(view, in[i])) {  // the outputs' order is the sidecar's, or this is not a step
        status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "result %d ('%s' in step.flags) has not the shape "
                                  "and element type of input '%s': the outputs are not in the function's order",
                                  j, st->out[j], st->in[i]);
        iree_hal_buffer_view_release(view);
      } else if (i >= 0) {  // the updated state: the next call's input, as the device buffer it is
        iree_hal_buffer_view_release(in[i]);
        in[i] = view;
      } else if (iree_hal_buffer_view_shape_rank(view) != 0 ||
                 iree_hal_buffer_view_element_type(view) != IREE_HAL_ELEMENT_TYPE_FLOAT_32) {
        status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "result %d ('loss' in step.flags) is not a float32 "
                                  "scalar: the outputs are not in the function's order", j);
        iree_hal_buffer_view_release(view);
      } else {
        iree_hal_buffer_view_release(last[j]);
        last[j] = view;
      }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    for (int j = 0; j < st->n_out && iree_status_is_ok(status); ++j) {
      if (st->feeds[j] >= 0) continue;
      float loss = 0;
      status = iree_hal_device_transfer_d2h(iree_runtime_session_device(session),
                                            iree_hal_buffer_view_buffer(last[j]), 0, &loss, sizeof loss,
                                            IREE_HAL_TRANSFER_BUFFER_FLAG_DEFAULT, iree_infinite_timeout());
      uint32_t bits;
      memcpy(&bits, &loss, sizeof bits);
      if (iree_status_is_ok(status))
        printf("step %d %s %.9g (0x%08x) %.3f s\n", s, st->out[j], loss, bits,
               (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec));
    }
  }
  for (int j = 0; j < st->n_out && iree_status_is_ok(status); ++j) {  // the trained state and the last loss
    snprintf(path, sizeof path, "%s/out/%s.npy", dir, st->out[j]);
    status = save_npy(session, path, st->feeds[j] >= 0 ? in[st->feeds[j]] : last[j]);
  }
  iree_runtime_call_deinitialize(&call);
  for (int i = 0; i < st->n_in; ++i) iree_hal_buffer_view_release(in[i]);
  for (int j = 0; j < st->n_out; ++j) iree_hal_buffer_view_release(last[j]);
  free(in), free(last), free(from), free(per_step);
  return status;
}

static iree_status_t run(const char* module, const char* dir, int steps, const char* device_uri) {
  static step_t st;  // large: not on the stack
  IREE_RETURN_IF_ERROR(read_flags(dir, &st));
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_options_use_all_available_drivers(&options);
  iree_runtime_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(iree_runtime_instance_create(&options, iree_allocator_system(), &instance));
  iree_hal_device_t* device = NULL;
  iree_runtime_session_t* session = NULL;
  iree_status_t status = iree_runtime_instance_try_create_default_device(
      instance, iree_make_cstring_view(device_uri), &device);
  if (iree_status_is_ok(status)) {
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    status = iree_runtime_session_create_with_device(instance, &session_options, device,
                                                     iree_runtime_instance_host_allocator(instance), &session);
  }
  if (iree_status_is_ok(status))
    status = iree_runtime_session_append_bytecode_module_from_file(session, module);
  if (iree_status_is_ok(status)) status = train(session, dir, &st, steps);
  for (int i = 0; i < st.n_in; ++i) free(st.in[i]);
  for (int j = 0; j < st.n_out; ++j) free(st.out[j]);
  iree_runtime_session_release(session);
  iree_hal_device_release(device);
  iree_runtime_instance_release(instance);
  return status;
}

int main(int argc, char** argv) {
  char* end = NULL;
  long steps = argc >= 4 ? strtol(argv[3], &end, 10) : 0;
  if (argc < 4 || argc > 5 || !end || *end || steps < 1 || steps > 1000000000L) {
    fprintf(stderr, "usage: %s MODULE.vmfb DIR STEPS [DEVICE]\n"
            "  DIR: a `cnxbuild init-state` directory (step.flags, in/, out/, optional steps/<s>/)\n"
            "  STEPS: an integer >= 1; DEVICE: local-task (default) or local-sync\n", argv[0]);
    return 2;
  }
  setvbuf(stdout, NULL, _IOLBF, 0);  // a step's line as it ends, in order with errors on stderr
  iree_status_t status = run(argv[1], argv[2], (int)steps, argc == 5 ? argv[4] : "local-task");
  if (!iree_status_is_ok(status)) {
    iree_status_fprint(stderr, status);
    iree_status_ignore(status);
    return 1;
  }
  return 0;
}
